import _CodecShims

/// Reads a C shim's collected error and warnings into Swift strings.
struct ShimMessages {
    let error: String
    let warnings: [String]

    init(_ messages: OpaquePointer) {
        error = String(cString: duo_messages_error(messages))
        warnings = (0..<Int(duo_messages_warning_count(messages))).map {
            String(cString: duo_messages_warning(messages, Int32($0)))
        }
    }
}

extension String {
    /// The text a C shim left in a fixed-size, NUL-terminated error buffer.
    init(errorBuffer buffer: [CChar]) {
        self = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
