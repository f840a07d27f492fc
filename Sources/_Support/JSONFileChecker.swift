/// A walk over a JSON file (a gallery file, a storefile, a bezel manifest, a keyframe file) that
/// collects every mistake at its place instead of stopping at the first. Invariant: a conforming
/// checker records each mistake once, through `problem`; the shared checks below word the same
/// mistake the same way in every file.
package protocol JSONFileChecker {
    mutating func problem(_ place: String, _ message: String)
}

extension JSONFileChecker {
    /// `place.key`, or `key` at the top level.
    package func join(_ place: String, _ key: String) -> String { place.isEmpty ? key : place + "." + key }

    /// Reads `bytes` with `JSONReader`: the document, or nil after recording the syntax error (at
    /// the top, its message naming the line and column). Every key given twice is a mistake.
    package mutating func read(_ bytes: [UInt8]) -> JSONDocument? {
        let document: JSONDocument
        do { document = try JSONReader.read(bytes) } catch {
            problem("", "\(error)")
            return nil
        }
        for place in document.duplicateKeys {
            problem(place, "given twice; keep one (JSON readers disagree on which one counts)")
        }
        return document
    }

    /// Reports every key of `fields` that is not `allowed`, with the nearest allowed key when one
    /// is close, else the list (in the order given).
    package mutating func unknownKeys(_ fields: [String: JSONValue], allowed: [String], place: String) {
        for key in fields.keys.sorted() where !allowed.contains(key) {
            let message = nearest(to: key, among: allowed).map { "unknown field; did you mean \"\($0)\"?" }
                ?? "unknown field; expected one of \(allowed.joined(separator: ", "))"
            problem(join(place, key), message)
        }
    }

    /// The non-empty string `v`, else a mistake at `place`.
    package mutating func string(_ v: JSONValue, _ place: String) -> String? {
        guard case .string(let s) = v, !s.isEmpty else {
            problem(place, "expected a non-empty string, got \(v.kind)")
            return nil
        }
        return s
    }

    /// The boolean `v`, else a mistake at `place`.
    package mutating func bool(_ v: JSONValue, _ place: String) -> Bool? {
        guard case .bool(let b) = v else { problem(place, "expected true or false, got \(v.kind)"); return nil }
        return b
    }
}
