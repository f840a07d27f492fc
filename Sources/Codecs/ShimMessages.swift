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
