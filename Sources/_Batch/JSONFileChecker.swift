import _Support

/// A walk over a JSON file (a gallery file, a storefile) that collects every mistake at its place
/// instead of stopping at the first. Invariant: a conforming checker records each mistake once,
/// through `problem`; the shared checks below word the same mistake the same way in every file.
public protocol JSONFileChecker {
    mutating func problem(_ place: String, _ message: String)
}

extension JSONFileChecker {
    /// `place.key`, or `key` at the top level.
    public func join(_ place: String, _ key: String) -> String { place.isEmpty ? key : place + "." + key }

    /// Reports every key of `fields` that is not `allowed`, with the nearest allowed key when one
    /// is close, else the list (in the order given).
    public mutating func unknownKeys(_ fields: [String: JSONValue], allowed: [String], place: String) {
        for key in fields.keys.sorted() where !allowed.contains(key) {
            let message = nearest(to: key, among: allowed).map { "unknown field; did you mean \"\($0)\"?" }
                ?? "unknown field; expected one of \(allowed.joined(separator: ", "))"
            problem(join(place, key), message)
        }
    }

    /// The non-empty string `v`, else a mistake at `place`.
    public mutating func string(_ v: JSONValue, _ place: String) -> String? {
        guard case .string(let s) = v, !s.isEmpty else {
            problem(place, "expected a non-empty string, got \(v.kind)")
            return nil
        }
        return s
    }
}
