import Foundation
import TestSupport
import TextEngine

/// The fonts the tests use. On Debian (CI: .ci/run installs fonts-dejavu-core, fonts-noto-core,
/// fonts-wqy-microhei, fonts-noto-color-emoji, fonts-inter-variable, fonts-cantarell) by path;
/// where a path is absent (macOS with Homebrew's font casks) by family name through fontconfig.
enum TestFonts {
    static let noto = "/usr/share/fonts/truetype/noto/"

    /// The file when it exists, else the family.
    static func font(_ path: String, family: String) -> FontSpec {
        FileManager.default.fileExists(atPath: path) ? .file(path) : .family(family)
    }

    static let dejaVu = font("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", family: "DejaVu Sans")
    static let notoSans = font(noto + "NotoSans-Regular.ttf", family: "Noto Sans")
    static let arabic = font(noto + "NotoSansArabic-Regular.ttf", family: "Noto Sans Arabic")
    static let hebrew = font(noto + "NotoSansHebrew-Regular.ttf", family: "Noto Sans Hebrew")
    static let devanagari = font(noto + "NotoSansDevanagari-Regular.ttf", family: "Noto Sans Devanagari")
    static let emoji = font(noto + "NotoColorEmoji.ttf", family: "Noto Color Emoji")
    /// A variable font with a 'wght' axis (Homebrew's font-inter cask installs it as "Inter
    /// Variable"; its "Inter" family is the static faces).
    static let interVariable = font("/usr/share/fonts/truetype/inter-vf/Inter.var.ttf", family: "Inter Variable")
    /// CFF outlines, which are cubic Béziers.
    static let cantarell = font("/usr/share/fonts/opentype/cantarell/Cantarell-Regular.otf", family: "Cantarell")
    /// A font collection (.ttc) with at least two faces: WenQuanYi Micro Hei on Debian, Helvetica on macOS.
    static let collectionPath = ["/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", "/System/Library/Fonts/Helvetica.ttc"]
        .first { FileManager.default.fileExists(atPath: $0) } ?? "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"
    /// A tiny COLRv0 font the repo owns (Fixtures/make-colr-font.py): "A" is a red square with a
    /// small square in the text colour over it, "B" a plain outline square.
    static let colrTest = FontSpec.file(String(#filePath.dropLast("TestFonts.swift".count)) + "Fixtures/colr-test.ttf")
    /// A tiny font the repo owns (Fixtures/make-locl-font.py) whose forms follow the language
    /// and features: "a" is a square, a bar in Turkish, a small square with `smcp`; 骨 is a big
    /// square, a column in Japanese, a row in Chinese.
    static let loclTest = FontSpec.file(String(#filePath.dropLast("TestFonts.swift".count)) + "Fixtures/locl-test.ttf")
    /// A tiny sbix font (Apple Color Emoji's format) the repo owns (Fixtures/make-sbix-font.py):
    /// "A" a red 64 px PNG with a blue top-left quarter, U+1F600 a green one, one strike at 64 ppem.
    static let sbixTest = FontSpec.file(String(#filePath.dropLast("TestFonts.swift".count)) + "Fixtures/sbix-test.ttf")

    /// A file that is not a font, made for the test.
    static func notAFontFile() throws -> String {
        let path = try ScratchRoot.folder("fonts") + "/not-a-font.ttf"
        try Data("this is not a font".utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}
