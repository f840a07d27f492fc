import _Batch
import Codecs
import Mockup

/// A PNG or JPEG re-encoded as PNG or JPEG (by the output's extension), upright (its EXIF
/// orientation applied) and with its colour profile kept, as `duo-mockup convert` makes it.
/// Invariant: never writes over the input; the output is written whole or not at all.
public struct ConvertJob: Sendable {
    public var input: String
    public var output: String
    /// The encoders' settings (the format is the output's extension's).
    public var encode: EncodeOptions
    public var limits = DecodeLimits()

    public init(input: String, output: String, encode: EncodeOptions) {
        self.input = input; self.output = output; self.encode = encode
    }

    /// Decodes, checks the output against the input, creates its folder and writes; `notices`
    /// hears the decoder's warnings.
    public func run(notices: (JobNotice) -> Void = { _ in }) throws {
        let decoded = try ImageFile.read(path: input, limits: limits)
        for w in decoded.warnings { notices(.warning("\(input): \(w)")) }
        try OutputSafety.prepare(output: output, sparing: [input])
        try ImageFile.write(decoded.image, colour: decoded.colour, to: output, options: encode)
    }
}
