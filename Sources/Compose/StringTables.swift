import _Batch
import Mockup

/// The strings a storefile names (String Catalogs and `{locale}` patterns of `.strings` files),
/// loaded for the locales being composed. A lookup tries each source in order, in the best
/// matching table for the locale (`LocaleCode.bestMatch`). Invariant: every table is keyed by the
/// locale spelling its source uses.
public struct StringTables: Sendable {
    /// One source of strings: a catalog, or the `.strings` files one pattern found per locale.
    public enum Source: Sendable {
        case catalog(StringCatalog, file: String)
        case stringsFiles(tables: [String: [String: String]], pattern: String)

        var tables: [String: [String: String]] {
            switch self {
            case .catalog(let c, _): return c.tables
            case .stringsFiles(let t, _): return t
            }
        }
    }

    public var sources: [Source] = []

    public init(sources: [Source] = []) { self.sources = sources }

    /// Loads every source. `patterns` are resolved against `folder`; a `.strings` pattern must
    /// contain `{locale}` and is tried with each of `locales`' spellings (`folder` "" takes them as they are). Throws one line naming
    /// the file for an unreadable or malformed file.
    public static func load(patterns: [String], folder: String, locales: [LocaleCode]) throws -> StringTables {
        var out = StringTables()
        for pattern in patterns {
            let path = pattern.hasPrefix("/") || folder.isEmpty ? pattern : folder + "/" + pattern
            if path.hasSuffix(".xcstrings") {
                out.sources.append(.catalog(try StringCatalog.parse(try FileBytes.read(path), name: path), file: path))
                continue
            }
            var tables: [String: [String: String]] = [:]
            for locale in locales {
                for spelling in locale.patternCandidates {
                    let file = path.replacingOccurrences(of: "{locale}", with: spelling)
                    guard FileBytes.isRegularFile(file) else { continue }
                    tables[locale.code] = try StringsFile.parse(try FileBytes.read(file), name: file)
                    break
                }
            }
            out.sources.append(.stringsFiles(tables: tables, pattern: path))
        }
        return out
    }

    /// The value of `key` for `locale`, from the first source whose matching table has it.
    public func value(_ key: String, locale: LocaleCode) -> String? {
        for source in sources {
            let tables = source.tables
            if let match = locale.bestMatch(in: Array(tables.keys)), let v = tables[match]?[key] { return v }
        }
        return nil
    }
}

/// What one locale's captions read after fallback: each key's text, and the keys that fell back
/// to the source locale. Invariant: `text` has a value for every key asked for that the source
/// locale has.
package struct LocalisedStrings: Sendable, Equatable {
    public var locale: LocaleCode
    public var text: [String: String]
    /// Keys missing for `locale`, shown in the source locale instead (sorted).
    public var fellBack: [String]
    /// Keys missing even in the source locale (sorted): a storefile mistake.
    public var unknown: [String]

    /// Resolves `keys` for `locale`, falling back to `source`.
    public static func resolve(_ keys: Set<String>, locale: LocaleCode, source: LocaleCode,
                               tables: StringTables) -> LocalisedStrings {
        var out = LocalisedStrings(locale: locale, text: [:], fellBack: [], unknown: [])
        for key in keys.sorted() {
            if let v = tables.value(key, locale: locale) {
                out.text[key] = v
            } else if let v = tables.value(key, locale: source) {
                out.text[key] = v
                out.fellBack.append(key)
            } else {
                out.unknown.append(key)
            }
        }
        return out
    }
}
