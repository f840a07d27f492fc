/// Finds keys given twice in one JSON object, which Foundation's parser silently resolves to
/// the last. A lexical pass over the text (strings and escapes honoured); call it on text that
/// parsed. Places are written like the gallery file's: `entries[0].width`.
package enum JSONDuplicateKeys {
    private enum Frame {
        case object(keys: Set<String>, place: String, key: String?)
        case array(index: Int, place: String)
    }

    /// The place of every key that repeats one before it in the same object, in text order.
    public static func find(in bytes: [UInt8]) -> [String] {
        var stack: [Frame] = []
        var found: [String] = []
        var expectingKey = false
        var i = 0

        func place(of frame: Frame) -> String {
            switch frame {
            case .object(_, let place, let key): return key.map { place.isEmpty ? $0 : place + "." + $0 } ?? place
            case .array(let index, let place): return "\(place)[\(index)]"
            }
        }
        func childPlace() -> String { stack.last.map(place(of:)) ?? "" }

        while i < bytes.count {
            let c = bytes[i]
            switch c {
            case UInt8(ascii: "{"):
                stack.append(.object(keys: [], place: childPlace(), key: nil))
                expectingKey = true
            case UInt8(ascii: "["):
                stack.append(.array(index: 0, place: childPlace()))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = stack.popLast()
                expectingKey = false
            case UInt8(ascii: ","):
                if case .array(let index, let place)? = stack.last { stack[stack.count - 1] = .array(index: index + 1, place: place) }
                if case .object? = stack.last { expectingKey = true }
            case UInt8(ascii: "\""):
                var j = i + 1
                var text: [UInt8] = []
                while j < bytes.count && bytes[j] != UInt8(ascii: "\"") {
                    if bytes[j] == UInt8(ascii: "\\") { text.append(bytes[j]); j += 1 }
                    if j < bytes.count { text.append(bytes[j]) }
                    j += 1
                }
                if expectingKey, case .object(var keys, let place, _)? = stack.last {
                    let key = String(decoding: text, as: UTF8.self)
                    if keys.contains(key) { found.append(place.isEmpty ? key : place + "." + key) }
                    keys.insert(key)
                    stack[stack.count - 1] = .object(keys: keys, place: place, key: key)
                    expectingKey = false
                }
                i = j
            default:
                break
            }
            i += 1
        }
        return found
    }
}
