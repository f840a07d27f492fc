/// Font families by where they are installed out of the box, for the rule that every font list
/// the package ships (defaults, the example storefile, the docs' examples) works on a stock Mac
/// and a stock Debian alike, and for the families the tests may name.
enum FontFamilies {
    /// Families every macOS 13+ has (in /System/Library/Fonts, which Homebrew's fontconfig reads).
    static let macOSStock: Set<String> = [
        "Helvetica Neue", "Helvetica", "Arial", "Times New Roman", "Menlo", "Courier New", "Geneva",
        "Avenir", "Avenir Next", "Futura", "Gill Sans", "Hiragino Sans", "Hiragino Sans GB", "Hiragino Mincho ProN",
        "Geeza Pro", "Arial Hebrew", "Kohinoor Devanagari", "Apple SD Gothic Neo", "Apple Color Emoji",
        "Lucida Grande", "Chalkduster", "Thonburi",
    ]

    /// Families that come only from Debian's font packages (those .ci/run installs), not with macOS.
    static let debianOnly: Set<String> = [
        "DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono", "Noto Sans", "Noto Serif", "Noto Sans Arabic",
        "Noto Sans Hebrew", "Noto Sans Devanagari", "Noto Color Emoji", "WenQuanYi Micro Hei", "Inter",
        "Cantarell", "Liberation Sans", "Liberation Serif",
    ]

    /// Families the macOS CI job installs (Homebrew casks in .github/workflows/ci.yml): with
    /// `macOSStock`, the only families a test may name.
    static let macOSJob: Set<String> = [
        "DejaVu Sans", "Noto Sans", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Devanagari",
        "Noto Sans CJK SC", "Noto Color Emoji", "Inter Variable", "Cantarell",
    ]
}
