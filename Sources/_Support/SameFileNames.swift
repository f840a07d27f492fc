/// The names one run writes, compared as macOS compares file names: APFS and HFS+ as a Mac
/// formats them ignore case and Unicode normalisation, so `Home.png` and `home.png`, or `é`
/// written precomposed and decomposed, are one file there, and a second output would silently
/// replace the first. Every command that names outputs claims them here, on every platform, so
/// a Linux run refuses what a Mac would overwrite. Invariant: no two claimed names share a `key`.
public struct SameFileNames<Owner: Sendable>: Sendable {
    private var claims: [String: (name: String, owner: Owner)] = [:]

    public init() {}

    /// The name as a case-insensitive file system sees it: folded (upper- then lower-cased, so
    /// `ß`/`SS` and `ς`/`Σ` meet too). Swift compares and hashes strings by canonical equivalence,
    /// so NFC and NFD spellings of a key are already one key.
    public static func key(_ name: String) -> String { name.uppercased().lowercased() }

    /// True when a case-insensitive file system takes `a` and `b` for the same name.
    public static func same(_ a: String, _ b: String) -> Bool { key(a) == key(b) }

    /// Why `a` and `b` are one file, for a message: empty when they are spelled alike, else a
    /// clause saying that macOS ignores case and normalisation (starts with a space).
    public static func reason(_ a: String, _ b: String) -> String {
        Array(a.unicodeScalars) == Array(b.unicodeScalars) ? ""
            : " (one file on macOS, whose file systems ignore case and Unicode normalisation)"
    }

    /// Claims `name` for `owner` and returns nil, or, when an earlier claim names the same file
    /// on a case-insensitive file system, leaves that claim and returns it. The same name
    /// spelled exactly alike counts as a clash too.
    public mutating func claim(_ name: String, by owner: Owner) -> (name: String, owner: Owner)? {
        let k = Self.key(name)
        if let earlier = claims[k] { return earlier }
        claims[k] = (name, owner)
        return nil
    }
}
