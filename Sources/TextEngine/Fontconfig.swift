import CFontconfig

/// Fontconfig's view of the installed fonts: family + weight + slant → file, and the best file
/// for a character no listed font covers. Not thread-safe by itself: `FontLibrary` serialises
/// every call. Invariant: `config` stays valid for the object's lifetime.
final class Fontconfig {
    /// A face fontconfig chose: its file, the face index inside it, and its family names.
    struct Match {
        var path: String
        var index: Int
        var families: [String]
    }

    private let config: OpaquePointer?

    init() {
        config = FcInitLoadConfigAndFonts()
    }

    deinit {
        if let config { FcConfigDestroy(config) }
    }

    /// The best face for the family (or any family when nil) at `weight` (OpenType, 100…900),
    /// optionally for text in `language` (else fontconfig's default, the process's locale) and
    /// one that covers `scalar`.
    func match(family: String?, weight: Int, italic: Bool, language: TextLanguage? = nil,
               covering scalar: Unicode.Scalar? = nil) -> Match? {
        guard let config, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        if let family { _ = FcPatternAddString(pattern, FC_FAMILY, family) }
        _ = FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(weight)))
        _ = FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        if let language { _ = FcPatternAddString(pattern, FC_LANG, language.fontconfig) }
        if let scalar, let set = FcCharSetCreate() {
            _ = FcCharSetAddChar(set, scalar.value)
            _ = FcPatternAddCharSet(pattern, FC_CHARSET, set)
            FcCharSetDestroy(set)
        }
        _ = FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let found = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(found) }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(found, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        var index: Int32 = 0
        _ = FcPatternGetInteger(found, FC_INDEX, 0, &index)
        var families: [String] = []
        var n: Int32 = 0
        var name: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(found, FC_FAMILY, n, &name) == FcResultMatch, let name {
            families.append(String(cString: name))
            n += 1
        }
        // The upper 16 bits of a variable font's index name an instance; the face is the low 16.
        return Match(path: String(cString: file), index: Int(index & 0xFFFF), families: families)
    }
}
