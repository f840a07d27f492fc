/// What a caller can change to read an image a decoder refused. The library words it; a command
/// line names its flag instead (`CodecError.message(naming:)`). Invariant: one case per remedy a
/// codec error suggests.
public enum CodecRemedy: Sendable, Equatable {
    /// `DecodeLimits.allowPartial`: decode what libjpeg can, the rest grey.
    case allowPartial

    /// The remedy in words, for library callers.
    public var words: String {
        switch self {
        case .allowPartial: "allowing a partial decode"
        }
    }
}
