import Text

/// The fonts the tests use: Debian's fonts-dejavu-core, fonts-noto-core, fonts-wqy-microhei,
/// fonts-noto-color-emoji, fonts-inter-variable and fonts-cantarell (installed by .ci/run), by path.
enum TestFonts {
    static let noto = "/usr/share/fonts/truetype/noto/"
    static let dejaVu = FontSpec.file("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
    static let notoSans = FontSpec.file(noto + "NotoSans-Regular.ttf")
    static let arabic = FontSpec.file(noto + "NotoSansArabic-Regular.ttf")
    static let hebrew = FontSpec.file(noto + "NotoSansHebrew-Regular.ttf")
    static let devanagari = FontSpec.file(noto + "NotoSansDevanagari-Regular.ttf")
    static let cjkPath = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"
    static let cjk = FontSpec.file(cjkPath)
    static let emoji = FontSpec.file(noto + "NotoColorEmoji.ttf")
    /// A tiny COLRv0 font the repo owns (Fixtures/make-colr-font.py): "A" is a red square with a
    /// small square in the text colour over it, "B" a plain outline square.
    static let colrTest = FontSpec.file(String(#filePath.dropLast("TestFonts.swift".count)) + "Fixtures/colr-test.ttf")
    /// A variable font with a 'wght' axis (fonts-inter-variable).
    static let interVariable = FontSpec.file("/usr/share/fonts/truetype/inter-vf/Inter.var.ttf")
    /// CFF outlines, which are cubic Béziers (fonts-cantarell).
    static let cantarell = FontSpec.file("/usr/share/fonts/opentype/cantarell/Cantarell-Regular.otf")
}
