import _Support
import Fold
import Codecs
import Mockup
import Raster

/// A clip ready to render: the flat mock-up composed once, the one canvas every frame is drawn
/// on (the union of all the frames' extents, so nothing jumps), and the frames' poses.
/// Invariant: every frame's angle has been checked against the fold's camera.
public struct PreparedClip: Sendable {
    public let flat: FlatMockup
    public let options: RenderOptions
    public let canvas: FoldCanvas
    public let clip: Clip
    /// How lit each display is in each frame (`ClipLight`).
    public let lights: [PanelLight]
    /// The size of every output frame.
    public let width: Int
    public let height: Int
    public var colour: ColourInfo { flat.colour }
}

/// Turns a capture and a clip into frames: prepares once (`prepare`), then renders any frame on
/// its own (`frame`), streams all of them into a sink in order on every core (`render`), or
/// samples some of them for a GIF palette (`palette`).
public enum ClipRenderer {
    /// Composes the flat mock-up and the canvas. Throws a one-line error for a pose that cannot
    /// fold, or a keyframe the camera cannot show (a camera inside the device).
    ///
    /// `cover` is the cover display's capture; `fade` how long (s) a hand-over between the displays
    /// takes when `options.lit` is `auto`.
    public static func prepare(capture: DecodedImage, captureFile: String, bezels: BezelSource,
                               options: RenderOptions, timeline: Timeline, clip: Clip, cover: DecodedImage? = nil,
                               fade: Double = DuoDevice.handOverFade) throws -> PreparedClip {
        let flat = try MockupPipeline.prepare(capture: capture, captureFile: captureFile, bezels: bezels, options: options,
                                              cover: cover, twoSided: twoSided(clip: clip, options: options,
                                                                               hasCover: cover != nil, fade: fade))
        return try prepare(flat: flat, captureFile: captureFile, options: options, timeline: timeline, clip: clip, fade: fade)
    }

    /// True when some frame of `clip` may need the outer faces' art or the dark inner display: a
    /// cover capture or a `lit` choice is given, a frame lights the cover, or one may show an
    /// outer face (every frame may when the pose is not known yet).
    public static func twoSided(clip: Clip, options: RenderOptions, hasCover: Bool,
                                fade: Double = DuoDevice.handOverFade) -> Bool {
        let pose = options.pose
        return hasCover || options.lit != .auto || ClipLight.lights(clip, lit: options.lit, fade: fade).contains { $0 != .innerOnly }
            || clip.frames.contains { f in
                pose.map { options.mayShowOuterFaces($0, degrees: f.degrees, camera: camera(of: f, distance: options.distance)) }
                    ?? true
            }
    }

    /// `prepare` for a flat mock-up already composed (its art's size is what the canvas is made for).
    public static func prepare(flat: FlatMockup, captureFile: String, options: RenderOptions, timeline: Timeline,
                               clip: Clip, fade: Double = DuoDevice.handOverFade) throws -> PreparedClip {
        var flat = flat
        let lights = ClipLight.lights(clip, lit: options.lit, fade: fade)
        // A camera that moves keeps one shadow, laid out in the device's frame, in every frame.
        if timeline.movesCamera { flat.fold?.shadowInDeviceFrame = true }
        guard let fold = flat.fold, let hinge = flat.hinge else {
            throw MotionError.clip(.poseDoesNotFold(file: captureFile, pose: flat.pose))
        }
        for (n, k) in timeline.keyframes.enumerated() {
            do {
                let camera = Camera(turn: timeline.pose(at: k.time).turn, tilt: timeline.pose(at: k.time).tilt,
                                    distance: fold.distance)
                _ = try FoldGeometry(kind: fold.kind, artWidth: flat.art.width, artHeight: flat.art.height, hinge: hinge,
                                     degrees: k.degrees, elevation: fold.elevation, camera: camera)
            } catch let error as FoldError {
                throw MotionError.clip(.keyframeCannotFold(number: n + 1, time: k.time, degrees: k.degrees, error))
            }
        }
        let views = clip.frames.map { (degrees: $0.degrees, camera: camera(of: $0, distance: fold.distance)) }
        let canvas: FoldCanvas
        do {
            canvas = try FoldRenderer.canvas(artWidth: flat.art.width, artHeight: flat.art.height, hinge: hinge,
                                             options: fold, views: views)
        } catch let error as FoldError {
            let bad = clip.frames.first { f in
                (try? FoldRenderer.canvas(artWidth: flat.art.width, artHeight: flat.art.height, hinge: hinge, options: fold,
                                          views: [(f.degrees, camera(of: f, distance: fold.distance))])) == nil
            }
            throw MotionError.clip(.cannotDraw(frame: bad, error))
        }
        let padding = options.framing.padding
        let size = options.framing.outputSize(paddedWidth: canvas.width + 2 * padding, paddedHeight: canvas.height + 2 * padding)
        return PreparedClip(flat: flat, options: options, canvas: canvas, clip: clip, lights: lights, width: size.width,
                            height: size.height)
    }

    /// Frame `index` of the clip.
    public static func frame(_ index: Int, of prepared: PreparedClip) throws -> Image {
        try frame(index, of: prepared, flat: prepared.flat)
    }

    /// Frame `index` of the clip with another flat mock-up of the same size in place of the
    /// prepared one (a recording's picture of that moment composed into the art).
    public static func frame(_ index: Int, of prepared: PreparedClip, flat: FlatMockup) throws -> Image {
        let pose = prepared.clip.frames[index]
        return try MockupPipeline.finish(flat, options: prepared.options, degrees: pose.degrees,
                                         camera: camera(of: pose, distance: prepared.options.distance),
                                         canvas: prepared.canvas, light: prepared.lights[index]).image
    }

    /// The camera of one frame: its turn and tilt, at the clip's distance.
    static func camera(of pose: FramePose, distance: Double) -> Camera {
        Camera(turn: pose.turn, tilt: pose.tilt, distance: distance)
    }

    /// Renders every frame on all cores into `sink`, in order; `progress` is told each frame
    /// handed over. On any error the sink is abandoned (no partial output) and the error rethrown.
    public static func render(_ prepared: PreparedClip, into sink: FrameSink, progress: (Int) -> Void = { _ in }) throws {
        do {
            try FrameStream.run(count: prepared.clip.frames.count, render: { try frame($0, of: prepared) }) { i, image in
                try sink.append(image)
                progress(i + 1)
            }
            try sink.finish()
        } catch {
            sink.abandon()
            throw error
        }
    }

    /// One palette for the whole clip, from up to `samples` frames spread over it (the first,
    /// the last, and those at the smallest and largest angles among them).
    public static func palette(_ prepared: PreparedClip, transparency: GIFTransparency, samples: Int = 10) throws -> GIFPalette {
        let frames = prepared.clip.frames
        var picks = Set((0..<min(samples, frames.count)).map { $0 * (frames.count - 1) / max(1, min(samples, frames.count) - 1) })
        if let lo = frames.indices.min(by: { frames[$0].degrees < frames[$1].degrees }) { picks.insert(lo) }
        if let hi = frames.indices.max(by: { frames[$0].degrees < frames[$1].degrees }) { picks.insert(hi) }
        let order = picks.sorted()
        var builder = GIFPaletteBuilder(transparency: transparency)
        let step = prepared.width * prepared.height > 1_000_000 ? 2 : 1
        try FrameStream.run(count: order.count, render: { try frame(order[$0], of: prepared) }) { _, image in
            builder.add(image, step: step)
        }
        return builder.palette()
    }
}
