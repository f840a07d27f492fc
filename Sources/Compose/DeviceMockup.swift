import _Support
import Foundation
import Codecs
import Colour
import Gallery
import Mockup
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

    public init(capture: String, pose: Pose?, degrees: Double?, shadow: Bool, turn: Double = 0, tilt: Double = 0,
                cover: String? = nil) {
        self.capture = capture; self.pose = pose; self.degrees = degrees; self.shadow = shadow
        self.turn = turn; self.tilt = tilt; self.cover = cover
    }

    /// The render settings as text, for content stamps.
    public var settings: String {
        "\(pose?.name ?? "auto") \(degrees.map { String($0) } ?? "-") shadow=\(shadow)"
            + (turn == 0 && tilt == 0 ? "" : " turn=\(turn) tilt=\(tilt)") + (cover.map { " cover=\($0)" } ?? "")
    }
    public var description: String { "\(capture) (\(settings))" }
}

/// A rendered mock-up and its scale. Invariant: `pointScale` is the art's pixels per point of
/// the device (folded renders keep the flat art's scale at the hinge).
public struct DeviceMockup: Sendable {
    public var image: Image
    public var pointScale: Double
    public var pose: Pose
}

/// Renders each distinct mock-up once, in parallel, through the usual pipeline; a failure is one
/// line naming the capture. Invariant: `render` returns one result per key given.
public enum DeviceMockups {
    public static func render(_ keys: [MockupKey], bezels: BezelSource, workers: Int, limits: DecodeLimits = DecodeLimits(),
                              space: ColourSpace = .sRGB) -> [MockupKey: Result<DeviceMockup, ComposeError>] {
        let results = WorkerPool.map(count: keys.count, workers: workers) { i -> Result<DeviceMockup, ComposeError> in
            do {
                return .success(try Parallel.serially { try render(keys[i], bezels: bezels, limits: limits, space: space) })
            } catch {
                return .failure(ComposeError("\(error)"))
            }
        }
        return Dictionary(zip(keys, results), uniquingKeysWith: { first, _ in first })
    }

    /// One mock-up: decode, pose, compose, fold, no framing; in the pages' `space` (sRGB or
    /// Display P3), the capture and the art converted into it.
    public static func render(_ key: MockupKey, bezels: BezelSource, limits: DecodeLimits,
                              space: ColourSpace = .sRGB) throws -> DeviceMockup {
        let capture = try ImageFile.read(path: key.capture, limits: limits)
        var options = RenderOptions()
        options.colourSpace = space == .displayP3 ? .displayP3 : .sRGB
        options.pose = key.pose
        options.degrees = key.degrees
        options.shadow = key.shadow
        options.turn = key.turn
        options.tilt = key.tilt
        options.cover = key.cover
        let cover = try key.cover.map { try ImageFile.read(path: $0, limits: limits) }
        let rendered = try MockupPipeline.render(capture: capture, captureFile: key.capture, bezels: bezels, options: options,
                                                 cover: cover)
        let bezel = try bezels.bezel(for: rendered.pose)
        return DeviceMockup(image: rendered.image, pointScale: bezel.pointScale, pose: rendered.pose)
    }
}
