import DuoMockup

/// `duo-mockup convert INPUT OUTPUT`: re-encodes a PNG or JPEG as PNG or JPEG (by the output's
/// extension), applying the EXIF orientation and keeping the colour profile (the library's
/// `ConvertJob`; this parses and reports).
enum ConvertCommand: Command {
    static let name = "convert"
    static let summary = "Re-encode a PNG or JPEG as PNG or JPEG (by the output's extension), upright."
    static let usage = "convert INPUT OUTPUT [--quality Q] [--chroma MODE] [--png-level N] [--background COLOR] [--max-pixels N] [--allow-partial]"
    static let options: [OptionSpec] = [
        OptionSpec("--quality", value: "Q", help: "JPEG quality 1–100 (default 90)"),
        SharedOptions.chromaOption,
        OptionSpec("--png-level", value: "N", help: "PNG compression level 0–9"),
        OptionSpec("--background", value: "COLOR", help: "JPEG: colour behind transparent pixels (default white)"),
        OptionSpec("--max-pixels", value: "N", help: "refuse images larger than N pixels (default \(DecodeLimits.defaultMaxPixels))"),
        SharedOptions.allowPartialOption,
    ]

    static func run(_ a: ParsedArguments, console: Console) throws -> Int32 {
        guard a.positionals.count == 2 else {
            throw UsageError("convert needs INPUT and OUTPUT, got \(a.positionals.count) argument\(a.positionals.count == 1 ? "" : "s")")
        }
        let (input, output) = (a.positionals[0], a.positionals[1])
        guard ImageFormat(path: output) != nil else {
            throw UsageError("\(output): the output must end in .png, .jpg or .jpeg")
        }
        var job = ConvertJob(input: input, output: output,
                             encode: try SharedOptions.validatedSettings(a, format: ImageFormat(path: output)!).encode)
        job.limits = try SharedOptions.limits(a)
        try job.run(notices: console.notice)
        return 0
    }
}
