/// Which of libjpeg's warnings mean that pixels are missing or wrong (the decoder filled them
/// with grey), as opposed to harmless oddities such as stray bytes between markers.
enum JPEGDamage {
    /// True for libjpeg's "Premature end of JPEG file" and its "Corrupt JPEG data: …" warnings
    /// about the entropy-coded data (bad Huffman codes, lost restart markers, segments cut short).
    static func meansMissingPixels(_ warning: String) -> Bool {
        if warning.contains("Premature end") { return true }
        return warning.contains("Corrupt JPEG data") && !warning.contains("extraneous bytes")
    }
}
