import _Support

/// An Xcode String Catalog (`.xcstrings`, JSON): its source language and, per locale, the value of
/// every key that has one. A key with no source-language entry stands for itself (as in Xcode).
/// Plural variations give their `other` form. Invariant: `tables[sourceLanguage]` has every key.
public struct StringCatalog: Sendable {
    public var sourceLanguage: String
    /// Locale code as written in the catalog → key → value.
    public var tables: [String: [String: String]]

    /// Parses the catalog's bytes; `name` is used in errors. Throws a `StringCatalogError` with
    /// every mistake found.
    public static func parse(_ bytes: [UInt8], name: String) throws -> StringCatalog {
        var reader = Reader()
        let catalog = reader.catalog(bytes)
        if let catalog, reader.found.isEmpty { return catalog }
        throw StringCatalogError(file: name, mistakes: reader.mistakes)
    }

    /// The walk over a catalog's JSON with the package's checker, in the order of the text,
    /// recording every mistake at its place. Fields it does not read are left alone (Xcode adds
    /// its own).
    struct Reader: JSONFileChecker {
        var found: [(place: String, message: String)] = []
        var document = JSONDocument(root: .null)

        mutating func problem(_ place: String, _ message: String) { found.append((place, message)) }

        /// The mistakes found, each with where its value begins (none for the file as a whole).
        var mistakes: [JSONMistake] {
            found.map {
                JSONMistake(place: $0.place, position: $0.place.isEmpty ? nil : document.position(of: $0.place), message: $0.message)
            }
        }

        /// The catalog of `bytes`, or nil with its mistakes recorded.
        mutating func catalog(_ bytes: [UInt8]) -> StringCatalog? {
            guard let read = read(bytes) else { return nil }
            document = read
            guard case .object(let top) = document.root else {
                problem("", "expected a JSON object (a String Catalog)")
                return nil
            }
            var source: String?
            if let v = top["sourceLanguage"] {
                source = string(v, "sourceLanguage")
            } else {
                problem("", "missing \"sourceLanguage\" (is this a String Catalog?)")
            }
            guard let stringsValue = top["strings"] else {
                problem("", "missing \"strings\" (is this a String Catalog?)")
                return nil
            }
            guard case .object(let strings) = stringsValue else {
                problem("strings", "expected an object of keys and their translations, got \(stringsValue.kind)")
                return nil
            }
            var tables: [String: [String: String]] = [:]
            var keys: [String] = []
            for (key, entry) in inTextOrder(strings, "strings") {
                keys.append(key)
                let place = join("strings", key)
                guard case .object(let fields) = entry else {
                    problem(place, "expected an object (the key's translations), got \(entry.kind)")
                    continue
                }
                guard let l = fields["localizations"] else { continue }
                let localizationsPlace = join(place, "localizations")
                guard case .object(let localizations) = l else {
                    problem(localizationsPlace, "expected an object of locales, got \(l.kind)")
                    continue
                }
                for (locale, unit) in inTextOrder(localizations, localizationsPlace) {
                    guard let value = value(of: unit, join(localizationsPlace, locale)) else { continue }
                    tables[locale, default: [:]][key] = value
                }
            }
            guard let source else { return nil }
            // A key with no source-language value stands for itself.
            var sourceTable = tables[source] ?? [:]
            for key in keys where sourceTable[key] == nil { sourceTable[key] = key }
            tables[source] = sourceTable
            return StringCatalog(sourceLanguage: source, tables: tables)
        }

        /// The `stringUnit` value of the locale's entry at `place`, or its plural `other`
        /// variation's; nil for none, or for a `new` unit with no value yet.
        mutating func value(of unit: JSONValue, _ place: String) -> String? {
            guard case .object(let u) = unit else {
                problem(place, "expected an object with \"stringUnit\" or \"variations\", got \(unit.kind)")
                return nil
            }
            if let su = u["stringUnit"] {
                let unitPlace = join(place, "stringUnit")
                guard case .object(let fields) = su else {
                    problem(unitPlace, "expected an object with \"value\", got \(su.kind)")
                    return nil
                }
                if let v = fields["value"] {
                    guard case .string(let text) = v else {
                        problem(join(unitPlace, "value"), "expected a string, got \(v.kind)")
                        return nil
                    }
                    if case .string(let state)? = fields["state"], state == "new" && text.isEmpty { return nil }
                    return text
                }
            }
            guard let variations = u["variations"] else { return nil }
            let variationsPlace = join(place, "variations")
            guard case .object(let kinds) = variations else {
                problem(variationsPlace, "expected an object of variations, got \(variations.kind)")
                return nil
            }
            guard let plural = kinds["plural"] else { return nil }
            guard case .object(let forms) = plural else {
                problem(join(variationsPlace, "plural"), "expected an object of plural forms, got \(plural.kind)")
                return nil
            }
            return forms["other"].flatMap { value(of: $0, join(join(variationsPlace, "plural"), "other")) }
        }

        /// The fields of the object at `place`, in the order the text gives them.
        func inTextOrder(_ object: [String: JSONValue], _ place: String) -> [(key: String, value: JSONValue)] {
            func at(_ key: String) -> (Int, Int) {
                let p = document.position(of: join(place, key))
                return (p?.line ?? 0, p?.column ?? 0)
            }
            return object.sorted { at($0.key) < at($1.key) }
        }
    }
}
