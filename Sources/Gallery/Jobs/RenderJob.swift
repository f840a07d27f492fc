import _Batch
import _Support
import Codecs
import Mockup
import Raster

/// One capture made into one mock-up, as `duo-mockup render` makes it: the capture decoded while
/// the art its pose needs loads, composed, folded, and written (or encoded, or handed back).
/// Invariant: never writes over an input (the capture, the cover's capture, the bezel art).
public struct RenderJob: Sendable {
    /// Where the mock-up goes.
    public enum Destination: Sendable, Equatable {
        /// A PNG or JPEG file; nil: `defaultName` in the current folder (`.jpg` for JPEG).
        case file(String?)
        /// Encoded into `RenderReport.encoded` (for a pipe): encoded whole, so a failure gives nothing.
        case encoded
        /// Only drawn: the picture is the report's `mockup`.
        case image
    }

    public var capture: String
    public var destination: Destination
    /// The render, its format and encoder settings (`validated()`).
    public var settings: MockupSettings
    public var limits = DecodeLimits()
    public var bezels: BezelChoice = .search
    /// The environment the bezel search and the screen cache read (HOME, DUO_BEZELS, XDG_*).
    public var environment: [String: String] = [:]

    public init(capture: String, destination: Destination, settings: MockupSettings) {
        self.capture = capture; self.destination = destination; self.settings = settings
    }

    /// Renders; `notices` hears the warnings and the example art as they come, `stage` the end
    /// of each stage (decode, compose, fold, encode) for timings.
    public func run(notices: (JobNotice) -> Void = { _ in }, stage: (String) -> Void = { _ in }) throws -> RenderReport {
        let options = settings.render
        // The capture and the art live only inside `compose`: once composed into the flat art they
        // are released, so the fold and the encoder do not carry them (peak memory).
        let (flat, inputs) = try compose(notices: notices, stage: stage)
        var rendered = try MockupPipeline.finish(consume flat, options: options)
        stage("fold")
        // An outline or a zoom inset goes over the output itself (the inset inside its edges).
        if options.callouts.drawsOver, let mapping = rendered.mapping {
            let area = RectF(x: 0, y: 0, width: Double(rendered.image.width), height: Double(rendered.image.height))
            try CalloutPainter.draw(options.callouts, mapping: mapping, zoomSource: rendered.zoomSource, area: area,
                                    unit: Double(rendered.image.width), setting: "zoom", into: &rendered.image)
        }
        for w in rendered.warnings { notices(.warning(w)) }
        var report = RenderReport(mockup: rendered, inputs: inputs)
        switch destination {
        case .image:
            return report
        case .encoded:
            report.encoded = try ImageFile.encode(rendered.image, colour: rendered.colour, format: settings.format,
                                                  options: settings.encode)
            stage("encode")
            return report
        case .file(let output):
            var path = output ?? Self.defaultName(capture: capture, pose: rendered.pose, degrees: rendered.degrees,
                                                  preview: options.preview)
            if output == nil && settings.format == .jpeg { path = PathText.stem(path) + ".jpg" }
            try OutputSafety.prepare(output: path, sparing: inputs)
            try ImageFile.write(rendered.image, colour: rendered.colour, to: path, options: settings.encode)
            stage("encode")
            report.path = path
            return report
        }
    }

    /// `<capture name>-<pose>[-<deg>][-preview].png`, in the current folder: a preview never
    /// takes the full render's name; angles as the gallery writes them (`GalleryPlan.degreesLabel`).
    public static func defaultName(capture: String, pose: Pose, degrees: Double?, preview: Bool = false) -> String {
        var name = PathText.stem(capture) + "-" + pose.name
        if let degrees { name += "-" + GalleryPlan.degreesLabel(degrees) }
        return name + (preview ? "-preview" : "") + ".png"
    }

    /// The art a render of a capture of pose `resolved` needs with `options` (the asked pose's
    /// outer faces, when one was asked).
    static func artNeed(resolved: Pose, options: RenderOptions) -> BezelArtNeed {
        BezelArtNeed(pose: resolved, showsOuterFaces: options.mayShowOuterFaces(options.pose ?? resolved))
    }

    /// The art a capture may need, known before decoding it: for the pose a PNG's declared size
    /// implies, else for the requested pose (both covers for a cover); nil when unknown.
    static func artNeed(requested: Pose?, options: RenderOptions, capturePath: String) -> BezelArtNeed? {
        // Only a regular file is peeked at: reading a pipe's header would take it from the decoder.
        guard FileBytes.isRegularFile(capturePath), let size = PNGHeader.size(ofFile: capturePath) else {
            return requested.map { BezelArtNeed(requested: $0, options: options) }
        }
        guard let pose = try? Pose.resolve(requested: requested, captureWidth: size.width, captureHeight: size.height,
                                           file: capturePath) else { return nil }
        return artNeed(resolved: pose, options: options)
    }

    /// Decodes the capture and the art its pose needs (in parallel when a PNG's header tells the
    /// pose), checks an explicit output against every input, and composes the flat mock-up.
    /// Returns it with the input files no output may replace.
    private func compose(notices: (JobNotice) -> Void, stage: (String) -> Void) throws -> (FlatMockup, inputs: [String]) {
        let options = settings.render
        let (capturePath, limits, environment, choice) = (capture, self.limits, self.environment, bezels)
        var capture: DecodedImage, bezels: BezelSource
        func loadArt(_ need: BezelArtNeed?) throws -> BezelSource {
            try choice.load(need: need, environment: environment) { notices(.exampleArt(folder: $0)) }
        }
        if let need = Self.artNeed(requested: options.pose, options: options, capturePath: capturePath) {
            // A PNG's header told the pose: decode it while only the art that pose needs loads.
            (capture, bezels) = try concurrently(
                { try CaptureOpacity.opaque(try ImageFile.read(path: capturePath, limits: limits), file: capturePath) },
                { try loadArt(need) })
        } else {
            // Otherwise (a JPEG decodes fast) decode first, then read the art its pose needs.
            capture = try ImageFile.read(path: capturePath, limits: limits)
            let pose = try? Pose.resolve(requested: options.pose, captureWidth: capture.image.width,
                                         captureHeight: capture.image.height, file: capturePath)
            bezels = try loadArt(pose.map { Self.artNeed(resolved: $0, options: options) })
            capture = try CaptureOpacity.opaque(capture, file: capturePath)
        }
        for w in capture.warnings { notices(.warning("\(capturePath): \(w)")) }
        let cover = try Self.coverCapture(options, limits: limits, notices: notices)
        stage("decode")
        let inputs = [capturePath] + (options.cover.map { [$0] } ?? []) + bezels.inputFiles
        // An output that names an input is refused before any work (the default name is checked later).
        if case .file(let output?) = destination { try OutputSafety.refuseOverwriting(output: output, inputs: inputs) }
        // The art's only holder given up, so the capture is drawn into it in place.
        let flat = try MockupPipeline.prepare(capture: capture, captureFile: capturePath, bezels: consume bezels,
                                              options: options, cover: cover)
        stage("compose")
        return (flat, inputs)
    }

    /// The cover display's capture `options.cover` names, decoded (nil when none is given); its
    /// warnings go to `notices`.
    public static func coverCapture(_ options: RenderOptions, limits: DecodeLimits,
                                    notices: (JobNotice) -> Void) throws -> DecodedImage? {
        guard let path = options.cover else { return nil }
        let decoded = try CaptureOpacity.opaque(try ImageFile.read(path: path, limits: limits), file: path)
        for w in decoded.warnings { notices(.warning("\(path): \(w)")) }
        return decoded
    }
}

/// What a render made: the mock-up (its picture, pose, angle and warnings), the file written or
/// the encoded bytes, and the inputs no output may replace. Invariant: `path` is set exactly when
/// the destination was a file, `encoded` when it was `.encoded`.
public struct RenderReport: Sendable {
    public var mockup: RenderedMockup
    public var inputs: [String]
    public var path: String?
    public var encoded: [UInt8]?

    public init(mockup: RenderedMockup, inputs: [String], path: String? = nil, encoded: [UInt8]? = nil) {
        self.mockup = mockup; self.inputs = inputs; self.path = path; self.encoded = encoded
    }
}
