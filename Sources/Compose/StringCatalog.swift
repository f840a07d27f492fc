import _Support
import Foundation
import _Batch
import Mockup

/// An Xcode String Catalog (`.xcstrings`, JSON): its source language and, per locale, the value of
/// every key that has one. A key with no source-language entry stands for itself (as in Xcode).
/// Plural variations give their `other` form. Invariant: `tables[sourceLanguage]` has every key.
public struct StringCatalog: Sendable {
    public var sourceLanguage: String
    /// Locale code as written in the catalog → key → value.
    public var tables: [String: [String: String]]

    /// Parses the catalog's bytes; `name` is used in errors.
    public static func parse(_ bytes: [UInt8], name: String) throws -> StringCatalog {
        let json: JSONValue
        do { json = try JSONValue.parse(bytes) } catch {
            throw ComposeError("\(name): \(error)")
        }
        guard case .object(let top) = json else { throw ComposeError("\(name): expected a JSON object (a String Catalog)") }
        guard case .string(let source)? = top["sourceLanguage"] else {
            throw ComposeError("\(name): missing \"sourceLanguage\" (is this a String Catalog?)")
        }
        guard case .object(let strings)? = top["strings"] else {
            throw ComposeError("\(name): missing \"strings\" (is this a String Catalog?)")
        }
        var tables: [String: [String: String]] = [source: [:]]
        for (key, entry) in strings {
            tables[source, default: [:]][key] = key
            guard case .object(let fields) = entry, case .object(let localizations)? = fields["localizations"] else { continue }
            for (locale, unit) in localizations {
                guard let value = Self.value(of: unit) else { continue }
                tables[locale, default: [:]][key] = value
            }
        }
        return StringCatalog(sourceLanguage: source, tables: tables)
    }

    /// The `stringUnit` value, or the plural `other` variation's.
    static func value(of unit: JSONValue) -> String? {
        guard case .object(let u) = unit else { return nil }
        if case .object(let su)? = u["stringUnit"], case .string(let v)? = su["value"] {
            if case .string(let state)? = su["state"], state == "new" && v.isEmpty { return nil }
            return v
        }
        if case .object(let variations)? = u["variations"], case .object(let plural)? = variations["plural"],
           let other = plural["other"] {
            return value(of: other)
        }
        return nil
    }
}
