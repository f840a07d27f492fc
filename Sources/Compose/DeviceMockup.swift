import _Support
import Foundation
import Codecs
import Colour
import _Batch
import Mockup
import Motion
import Raster

/// What makes one mock-up: the capture file, the pose (nil: from the capture's size), the fold
/// angle, the camera's turn and tilt, and the shadow. Every page, set and locale that shows the
/// same key shares one render.
public struct MockupKey: Sendable, Hashable, CustomStringConvertible {
    public var capture: String
    public var pose: Pose?
    public var degrees: Double?
    public var shadow: Bool
    public var turn: Double
    public var tilt: Double
    /// The cover display's capture file, when the device shows one.
    public var cover: String?
    /// For a recording: the moment its still page shows (nil for a still capture).
    public var posterTime: Double?
    /// The device's highlight and zoom inset: the highlight is drawn into the capture, the zoom's
    /// rectangle kept for the page.
    public var callouts = Callouts()

    public init(capture: String, pose: Pose?, degrees: Double?, shadow: Bool, turn: Double = 0, tilt: Double = 0,
                cover: String? = nil, posterTime: Double? = nil, callouts: Callouts = Callouts()) {
        self.capture = capture; self.pose = pose; self.degrees = degrees; self.shadow = shadow
        self.turn = turn; self.tilt = tilt; self.cover = cover; self.posterTime = posterTime
        self.callouts = callouts
    }

    /// True when the capture is a screen recording (its page gets a video too).
    public var isRecording: Bool { Recording.isRecording(capture) }

    /// The render settings as text, for content stamps.
    public var settings: String {
        "\(pose?.name ?? "auto") \(degrees.map { String($0) } ?? "-") shadow=\(shadow)"
            + (turn == 0 && tilt == 0 ? "" : " turn=\(turn) tilt=\(tilt)") + (cover.map { " cover=\($0)" } ?? "")
            + (posterTime.map { " poster=\($0)" } ?? "")
            + (callouts.isEmpty ? "" : " \(callouts)")
    }

    /// The render options of the mock-up (no framing: pages place and size it).
    var options: RenderOptions {
        var options = RenderOptions()
        options.pose = pose
        options.degrees = degrees
        options.shadow = shadow
        options.turn = turn
        options.tilt = tilt
        options.cover = cover
        options.callouts = callouts
        return options
    }
    public var description: String { "\(capture) (\(settings))" }
}

/// A rendered mock-up and its scale. Invariant: `pointScale` is the art's pixels per point of
/// the device (folded renders keep the flat art's scale at the hinge).
package struct DeviceMockup: Sendable {
    public var image: Image
    public var pointScale: Double
    public var pose: Pose
    /// Where the capture's pixels are drawn in `image`, and the zoom's rectangle cut from the capture.
    public var mapping: CaptureMapping? = nil
    public var zoomSource: Image? = nil
}

/// Renders each distinct mock-up once, in parallel, through the usual pipeline; a failure is one
/// line naming the capture. Invariant: `render` returns one result per key given.
package enum DeviceMockups {
    public static func render(_ keys: [MockupKey], bezels: BezelSource, workers: Int,
                              limits: DecodeLimits = DecodeLimits(), space: ColourSpace = .sRGB,
                              tools: FFmpegTools? = nil) -> [MockupKey: Result<DeviceMockup, any Error>] {
        let results = WorkerPool.map(count: keys.count, workers: workers) { i -> Result<DeviceMockup, any Error> in
            Result { try Parallel.serially { try render(keys[i], bezels: bezels, limits: limits, space: space, tools: tools) } }
        }
        return Dictionary(zip(keys, results), uniquingKeysWith: { first, _ in first })
    }

    /// One mock-up: decode, pose, compose, fold, no framing; in the pages' `space` (sRGB or
    /// Display P3), the capture and the art converted into it. A recording's is its picture at
    /// the key's poster time (its video is made with the page, `PageVideo`).
    public static func render(_ key: MockupKey, bezels: BezelSource, limits: DecodeLimits,
                              space: ColourSpace = .sRGB, tools: FFmpegTools? = nil) throws -> DeviceMockup {
        var options = key.options
        options.colourSpace = space == .displayP3 ? .displayP3 : .sRGB
        if key.isRecording {
            guard let tools else { throw FFmpegTools.missing(file: key.capture) }
            let recording = try Recording.open(key.capture, tools: tools, limits: limits)
            let span = try RecordingSpan.trimmed(recording.info, from: nil, to: nil, framesPerSecond: nil)
            let cover = try key.cover.map { try ImageFile.read(path: $0, limits: limits) }
            // Framed in the page's space (the recording's pictures converted into it).
            let prepared = try RecordingRenderer.prepare(recording: recording, bezels: bezels, options: options, span: span,
                                                         cover: cover)
            let moment = recording.info.moment(key.posterTime ?? 1, framesPerSecond: span.framesPerSecond)
            let image = try RecordingRenderer.still(of: prepared, at: moment)
            return DeviceMockup(image: image, pointScale: try bezels.bezel(for: prepared.pose).pointScale, pose: prepared.pose)
        }
        let capture = try ImageFile.read(path: key.capture, limits: limits)
        let cover = try key.cover.map { try ImageFile.read(path: $0, limits: limits) }
        let rendered = try MockupPipeline.render(capture: capture, captureFile: key.capture, bezels: bezels, options: options,
                                                 cover: cover)
        let bezel = try bezels.bezel(for: rendered.pose)
        return DeviceMockup(image: rendered.image, pointScale: bezel.pointScale, pose: rendered.pose,
                            mapping: rendered.mapping, zoomSource: rendered.zoomSource)
    }
}
