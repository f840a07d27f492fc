/// Text decoded only when it is well-formed: the stdlib's `String(validating:as:)` needs
/// macOS 15, so the package checks UTF-8 and UTF-16 itself with the decoders every Swift has.
/// Invariant: a result is returned exactly when every code unit belongs to a well-formed scalar
/// (no overlong or surrogate UTF-8, nothing past U+10FFFF, no unpaired UTF-16 surrogate).
public enum StrictUnicode {
    /// The text of well-formed UTF-8 `bytes`, nil when any sequence is ill-formed.
    public static func utf8<Units: Sequence<UInt8>>(_ bytes: Units) -> String? {
        decode(bytes, as: UTF8.self)
    }

    /// The text of well-formed UTF-16 `units`, nil when a surrogate is unpaired.
    public static func utf16<Units: Sequence<UInt16>>(_ units: Units) -> String? {
        decode(units, as: UTF16.self)
    }

    private static func decode<Codec: UnicodeCodec, Units: Sequence<Codec.CodeUnit>>(_ units: Units, as: Codec.Type)
        -> String? {
        var decoder = Codec()
        var iterator = units.makeIterator()
        var scalars = String.UnicodeScalarView()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return String(scalars)
            case .error: return nil
            }
        }
    }
}
