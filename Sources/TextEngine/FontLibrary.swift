import Foundation
import Raster

/// Opens fonts once and keeps them: by file, by family (through fontconfig), and the system's
/// fallback face per character. Thread-safe (one lock around every cache and fontconfig call);
/// `shared` is the process-wide library. Invariant: a cached `Font` is never replaced.
public final class FontLibrary: @unchecked Sendable {
    public static let shared = FontLibrary()

    private let lock = NSLock()
    private var fontconfig: Fontconfig?
    private var files: [FileKey: Font] = [:]
    private var families: [FamilyKey: Font] = [:]
    private var fallbacks: [FallbackKey: Font?] = [:]
    private var outlines: [OutlineKey: Path] = [:]

    private struct FileKey: Hashable { var path: String; var index: Int; var weight: Int }
    private struct FamilyKey: Hashable { var name: String; var italic: Bool; var weight: Int }
    private struct FallbackKey: Hashable { var scalar: UInt32; var weight: Int; var italic: Bool; var language: TextLanguage? }
    private struct OutlineKey: Hashable { var font: ObjectIdentifier; var glyph: UInt32 }

    public init() {}

    /// The font a spec names, at `weight` (100…900). A family fontconfig does not know is an
    /// error (fontconfig's substitute is named in it), not a silent substitution.
    public func font(_ spec: FontSpec, weight: Int = 400) throws -> Font {
        switch spec {
        case .file(let path, let index):
            return try file(path: path, index: index, weight: weight)
        case .family(let name, let italic):
            let key = FamilyKey(name: name.lowercased(), italic: italic, weight: weight)
            if let font = locked({ families[key] }) { return font }
            guard let match = locked({ config().match(family: name, weight: weight, italic: italic) }) else {
                throw FontError.familyNotFound(name, substitute: nil)
            }
            guard match.families.contains(where: { $0.lowercased() == name.lowercased() }) else {
                throw FontError.familyNotFound(name, substitute: match.families.first)
            }
            let font = try file(path: match.path, index: match.index, weight: weight)
            locked { families[key] = font }
            return font
        }
    }

    /// fontconfig's face for a generic family ("sans-serif", "serif", "monospace", …) for text in
    /// `language`: whatever it substitutes is the answer.
    public func genericFamily(_ name: String, weight: Int = 400, italic: Bool = false,
                              language: TextLanguage? = nil) throws -> Font {
        guard let match = locked({ config().match(family: name, weight: weight, italic: italic, language: language) }) else {
            throw FontError.familyNotFound(name, substitute: nil)
        }
        return try file(path: match.path, index: match.index, weight: weight)
    }

    /// The system's best face for a character none of the listed fonts covers, for text in
    /// `language` (nil: none does).
    public func fallback(for scalar: Unicode.Scalar, weight: Int, italic: Bool = false,
                         language: TextLanguage? = nil) -> Font? {
        let key = FallbackKey(scalar: scalar.value, weight: weight, italic: italic, language: language)
        if let known = locked({ fallbacks[key] }) { return known }
        var found: Font?
        if let match = locked({ config().match(family: nil, weight: weight, italic: italic, language: language, covering: scalar) }),
           let font = try? file(path: match.path, index: match.index, weight: weight), font.covers(scalar) {
            found = font
        }
        locked { fallbacks[key] = .some(found) }
        return found
    }

    /// The glyph's outline in font units, y up (cached).
    func outline(of glyph: UInt32, in font: Font) -> Path {
        let key = OutlineKey(font: ObjectIdentifier(font), glyph: glyph)
        if let path = locked({ outlines[key] }) { return path }
        let path = font.outline(of: glyph)
        locked { outlines[key] = path }
        return path
    }

    private func file(path: String, index: Int, weight: Int) throws -> Font {
        let key = FileKey(path: path, index: index, weight: weight)
        if let font = locked({ files[key] }) { return font }
        let font = try Font(path: path, index: index, weight: weight)
        return locked {
            if let raced = files[key] { return raced }
            files[key] = font
            return font
        }
    }

    /// Fontconfig, loaded on first use (it reads the font cache); call with the lock held.
    private func config() -> Fontconfig {
        if let fontconfig { return fontconfig }
        let made = Fontconfig()
        fontconfig = made
        return made
    }

    private func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
