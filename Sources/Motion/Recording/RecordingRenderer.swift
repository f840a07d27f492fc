import Codecs
import Colour
import Fold
import Mockup
import Raster

/// A recording ready to frame. The pose, the fold and every check are those of a still of the
/// recording's size (`MockupPipeline.prepare` on a stand-in picture, so the rules are one); the
/// art each picture goes into is made once at the working scale; the decoded pictures arrive at
/// the size the screen shows them. Invariant: `shape` is the placement of the recording on
/// `bezel`'s screen; for a flat pose as it is, `bezel` is already the output's framing (padded
/// and sized), so a frame is a picture composed into it, over the background.
public struct PreparedRecording: Sendable {
    public let recording: Recording
    /// The pictures of the recording the frames show.
    public let span: RecordingSpan
    package let shape: RecordingFrameShape
    public let options: RenderOptions
    /// The pose, hinge and fold (its art a placeholder: each frame brings its own).
    let flat: FlatMockup
    /// The art at the working scale.
    let bezel: Bezel
    /// Where a picture's top-left corner goes in the screen's rectangle.
    let pictureOffset: (x: Int, y: Int)
    /// For a clip (animate): its canvas and poses.
    let clip: PreparedClip?
    /// For a fixed fold, or a flat pose seen through the camera: the one canvas of every frame.
    let canvas: FoldCanvas?
    /// The pictures from the recording's space into the frames' (`--colour-space`); nil when
    /// they are one space.
    let pictureConversion: ColourConversion?
    /// For a fixed fold: what every frame's fold is drawn over (its shadow), drawn once.
    let underlay: Image?

    public var pose: Pose { flat.pose }
    /// The fold angle of a fixed fold; nil for flat poses and clips.
    public var degrees: Double? { clip == nil ? flat.fold?.degrees : nil }
    /// The colour information outputs carry.
    public var colour: ColourInfo { flat.colour }
    /// The space the frames are in: `options.colourSpace` resolved against the recording's own
    /// (`RecordingInfo.colourSpace`); by default the recording's.
    public var space: ColourSpace { flat.space }
    /// True when frames are the composed art as it is (a flat pose, no camera).
    var isFlatAsIs: Bool { clip == nil && flat.fold == nil && flat.plane == nil }
    /// A clip's frame size, known before any frame is drawn.
    public var clipSize: (width: Int, height: Int)? { clip.map { ($0.width, $0.height) } }
}

/// One frame of a recording's stream: drawn (in RGBA or, for a sink taking it, Y'CbCr), or the
/// frame before it again (nothing moved).
enum RecordingFrame: Sendable {
    case image(Image)
    case yuv420(YUV420Picture)
    case repeatOfPrevious
}

/// What a recording's render did.
public struct RecordingRenderSummary: Sendable, Equatable {
    public var frames: Int
    /// Frames that repeated the one before (the recording and the pose held still) and cost
    /// nothing to draw.
    public var repeatedFrames: Int
    public var width: Int
    public var height: Int
    /// The poster still, when one was asked for (`RecordingJob.posterTime`).
    public var poster: Image?
}

/// Frames a recording: prepares once (`prepare`), then streams every frame into a sink on every
/// core while ffmpeg decodes ahead (`render`), or draws one moment as a still (`still`).
public enum RecordingRenderer {
    /// Resolves the pose and the fold as for a still of the recording's size, and makes the art
    /// the frames are composed into. With `motion`, the fold and the camera follow its clip
    /// (frame i at `span`'s time i). `cover` is the cover display's capture (`options.cover`
    /// names its file), shown on the outer faces as a still's is; `litFade` a clip's hand-over
    /// between the displays (`ClipRenderer.prepare`'s `fade`). The frames are made in the space
    /// `options.colourSpace` chooses (by default the recording's own: its pictures are then never
    /// converted). Throws the still's one-line errors, naming the recording.
    public static func prepare(recording: Recording, bezels: BezelSource, options: RenderOptions, span: RecordingSpan,
                               motion: (timeline: Timeline, clip: Clip)? = nil,
                               cover: DecodedImage? = nil,
                               litFade: Double = DuoDevice.handOverFade) throws -> PreparedRecording {
        let info = recording.info
        // The stand-in has the picture's size without a recorder's padding pixel (the same pose,
        // and no resize of a picture that lands pixel for pixel).
        let likely = options.pose ?? Pose.inferred(captureWidth: info.width, captureHeight: info.height)
        let size = likely.map { contentSize(of: info, pose: $0) } ?? (info.width, info.height)
        // Tagged with the recording's space: the frames are made in the space the options choose
        // from it (by default the recording's; the art is converted into it).
        let standIn = DecodedImage(image: Image(width: size.0, height: size.1, fill: PremultipliedRGBA8(r: 128, g: 128, b: 128, a: 255)),
                                   colour: info.colourSpace.colourInfo, format: .png, warnings: [])
        if let motion {
            precondition(span.count == motion.clip.frames.count && span.framesPerSecond == motion.clip.framesPerSecond,
                         "a clip's span has its frames")
        }
        var options = options
        // A clip's outer faces and dark display are made when any of its frames may show them.
        let twoSided = motion.map { ClipRenderer.twoSided(clip: $0.clip, options: options, hasCover: cover != nil,
                                                                  fade: litFade) }
        var flat = try MockupPipeline.prepare(capture: standIn, captureFile: recording.file, bezels: bezels, options: options,
                                              cover: cover, twoSided: twoSided)
        let pictures = ColourConversion(from: info.colourSpace, to: flat.space)
        let flatAsIs = motion == nil && flat.fold == nil && flat.plane == nil
        var clip = try motion.map { try ClipRenderer.prepare(flat: flat, captureFile: recording.file, options: options,
                                                             timeline: $0.timeline, clip: $0.clip, fade: litFade) }
        var canvas = try flatAsIs || clip != nil ? nil : fixedCanvas(flat)

        var bezel = try bezels.bezel(for: flat.pose)
        ColourConversion(from: bezel.colour, to: flat.space).apply(to: &bezel.art)
        // Where the screen lies exactly, in the working art's pixels, as the art is framed.
        let r = bezel.screen.rect
        var exact = (x: Double(r.x), y: Double(r.y), width: Double(r.width), height: Double(r.height))
        func frame(padding: Int, width: Int, height: Int, filter: ResamplingFilter) {
            let sx = Double(width) / Double(bezel.art.width + 2 * padding)
            let sy = Double(height) / Double(bezel.art.height + 2 * padding)
            exact = ((exact.x + Double(padding)) * sx, (exact.y + Double(padding)) * sy, exact.width * sx, exact.height * sy)
            bezel = bezel.framed(padding: padding, width: width, height: height, filter: filter)
        }
        if options.preview {
            let working = options.workingDivisor
            frame(padding: 0, width: max(1, bezel.art.width / working), height: max(1, bezel.art.height / working), filter: .box)
        }
        if flatAsIs {
            let framing = options.framing.atWorkingScale(divisor: options.workingDivisor)
            let size = framing.framedSize(width: bezel.art.width, height: bezel.art.height)
            frame(padding: framing.padding, width: size.width, height: size.height, filter: .lanczos3)
        } else if !options.preview, let native = clip?.canvas ?? canvas {
            // A fold drawn much smaller than its art (--width 1080 of a 3x art) is composed at a
            // half, a third or a quarter of the art's size, as the warp would average the art
            // anyway: the pictures come from ffmpeg at that size, each frame composes a fraction of
            // the pixels, and the warp reads about one art pixel per output pixel (a third where
            // that is drawn at most 1.1× larger: one sample a pixel instead of 2 × 2 at a half).
            let out = options.framing.framedSize(width: native.width, height: native.height)
            let scale = Double(out.width) / Double(native.width + 2 * options.framing.padding)
            let divisor = scale <= 0.25 ? 4 : scale <= 1.1 / 3 ? 3 : scale <= 0.5 ? 2 : 1
            if divisor > 1 {
                let art = flat.art.resized(width: max(1, flat.art.width / divisor), height: max(1, flat.art.height / divisor),
                                           filter: .box)
                flat = flat.withGeometry(scaledBy: 1 / Double(divisor))
                flat.art = art
                // The same output: padding in the working art's pixels, and the still's size
                // exactly (from the smaller art's proportions it could round to a row more).
                options.framing.padding = Int((Double(options.framing.padding) / Double(divisor)).rounded())
                options.framing.scale = nil
                (options.framing.width, options.framing.height) = (out.width, out.height)
                frame(padding: 0, width: art.width, height: art.height, filter: .box)
                if let motion {
                    clip = try ClipRenderer.prepare(flat: flat, captureFile: recording.file, options: options,
                                                    timeline: motion.timeline, clip: motion.clip, fade: litFade)
                } else {
                    canvas = try fixedCanvas(flat)
                }
            }
        }
        // A fixed fold's shadow is drawn once, from art of the frames' outline (the screen is
        // opaque in every picture).
        var underlay: Image?
        if clip == nil, let canvas {
            var shaped = flat
            shaped.art = try MockupComposer.compose(capture: Image(width: bezel.screen.rect.width, height: bezel.screen.rect.height,
                                                                   fill: .black), bezel: bezel, fit: .stretch)
            underlay = try MockupPipeline.underlay(shaped, options: options, canvas: canvas)
        }
        // Each frame brings its own art: the stand-in's is let go.
        flat.art = Image(width: 1, height: 1)
        if let c = clip {
            clip = PreparedClip(flat: flat, options: c.options, canvas: c.canvas, clip: c.clip, lights: c.lights, width: c.width, height: c.height)
        }

        // The picture is placed on the screen as it lies exactly (to the nearest pixel), inside the
        // screen's rectangle rounded outwards (which the mask's soft edge fills).
        let content = contentSize(of: info, pose: flat.pose)
        let placement: Placement
        do {
            placement = try Placement.compute(capture: content, screen: (max(1, Int(exact.width.rounded())),
                                                                         max(1, Int(exact.height.rounded()))), fit: options.fit)
        } catch let error as MockupError {
            throw MockupError.inCapture(file: recording.file, error)
        }
        let rect = bezel.screen.rect
        let offset = (x: placement.offsetX + Int(exact.x.rounded()) - rect.x, y: placement.offsetY + Int(exact.y.rounded()) - rect.y)
        let shape = RecordingFrameShape(contentWidth: content.width, contentHeight: content.height,
                                        width: placement.scaledWidth, height: placement.scaledHeight)
        return PreparedRecording(recording: recording, span: span, shape: shape, options: options, flat: flat,
                                 bezel: bezel, pictureOffset: offset, clip: clip, canvas: canvas,
                                 pictureConversion: pictures.isIdentity ? nil : pictures, underlay: underlay)
    }

    /// The one canvas of a fixed fold (or a flat pose seen through the camera) of `flat`'s art.
    static func fixedCanvas(_ flat: FlatMockup) throws -> FoldCanvas {
        let view = flat.fold ?? flat.plane!
        let hinge = flat.fold != nil ? flat.hinge! : Double(flat.art.width) / 2
        return try FoldRenderer.canvas(artWidth: flat.art.width, artHeight: flat.art.height, hinge: hinge, options: view,
                                       degrees: [view.degrees])
    }

    /// The recording's picture without a recorder's padding: a picture one pixel wider or taller
    /// than the pose's screen at 1x, 2x or 3x (encoders want even sizes) is cut to the screen's
    /// size at the top left, so that it lands pixel for pixel; any other size is kept.
    public static func contentSize(of info: RecordingInfo, pose: Pose) -> (width: Int, height: Int) {
        let (pw, ph) = pose.flatPose.pointSize
        for s in DuoDevice.captureScales {
            let (w, h) = (pw * s, ph * s)
            if (info.width == w || info.width == w + 1) && (info.height == h || info.height == h + 1) { return (w, h) }
        }
        return (info.width, info.height)
    }

    /// Frame `index` with `picture` (the decoded picture of that moment, at `shape`'s size).
    public static func frame(_ index: Int, of prepared: PreparedRecording, picture: Image) throws -> Image {
        let guides = prepared.options.guides ? prepared.flat.pose.flatPose : nil
        let rect = prepared.bezel.screen.rect
        let picture = prepared.pictureConversion?.applied(to: picture) ?? picture
        var screen = picture
        if prepared.pictureOffset != (0, 0) || picture.width != rect.width || picture.height != rect.height {
            // A letterboxed, cropped or nudged picture sits on a black panel the screen's size.
            screen = Image(width: rect.width, height: rect.height, fill: .black)
            screen.draw(picture, atX: prepared.pictureOffset.x, y: prepared.pictureOffset.y, mode: .copy)
        }
        let art: Image
        do {
            art = try MockupComposer.compose(capture: screen, bezel: prepared.bezel, fit: .stretch, guides: guides)
        } catch let error as MockupError {
            throw MockupError.inCapture(file: prepared.recording.file, error)
        }
        if prepared.isFlatAsIs {
            return prepared.options.framing.backed(art)
        }
        var flat = prepared.flat
        flat.art = art
        if let clip = prepared.clip { return try ClipRenderer.frame(index, of: clip, flat: flat) }
        return try MockupPipeline.finish(flat, options: prepared.options, canvas: prepared.canvas,
                                         underlay: prepared.underlay).image
    }

    /// The composer of `prepared`'s frames straight from the recording's Y'CbCr samples, when
    /// they can be made so: a flat pose as it is, of a BT.709 4:2:0 video-range recording shown
    /// unconverted and without guides, the picture at an even place in an even frame (an odd last
    /// column or row hidden by the screen's edge), nothing over the screen but what lets it show
    /// through evenly. Nil otherwise (the frames are then composed in RGBA). Its frames are those
    /// of `frame` for the same picture, to within a step of rounding.
    package static func yuvComposer(for prepared: PreparedRecording) throws -> YUVFrameComposer? {
        guard prepared.isFlatAsIs, prepared.pictureConversion == nil, !prepared.options.guides,
              prepared.recording.info.isBT709VideoRange420 else { return nil }
        let (w, h) = (prepared.shape.width, prepared.shape.height)
        let black = try frame(0, of: prepared, picture: Image(width: w, height: h, fill: .black))
        let white = try frame(0, of: prepared, picture: Image(width: w, height: h, fill: .white))
        // The decoder delivers even sides (`RecordingDecoder`): a last odd column or row must not show.
        let rect = prepared.bezel.screen.rect
        return YUVFrameComposer(black: black, white: white, pictureX: rect.x + prepared.pictureOffset.x,
                                pictureY: rect.y + prepared.pictureOffset.y, pictureWidth: w - w % 2, pictureHeight: h - h % 2)
    }

    /// True when frame `index` shows the same fold and camera as the frame before it.
    static func holdsPose(_ index: Int, of prepared: PreparedRecording) -> Bool {
        guard index > 0 else { return false }
        guard let frames = prepared.clip?.clip.frames else { return true }
        let (a, b) = (frames[index - 1], frames[index])
        return a.degrees == b.degrees && a.turn == b.turn && a.tilt == b.tilt
    }

    /// Decodes the span (ffmpeg, on a thread of its own, a few frames ahead), draws every frame
    /// on all cores and hands them in order to the sink `makeSink` opens for the frames' size
    /// (before the first frame). A frame whose picture and pose equal the last one's is not
    /// drawn: the sink repeats its last frame. `progress` is told each frame handed over. On any
    /// error ffmpeg is stopped, the sink abandoned (no partial output) and the error rethrown.
    /// `workers` frames are drawn at once (default: one a core; inside `Parallel.serially`, one);
    /// `finishing`, when given, turns each drawn frame into the one written (a store page around it).
    /// With `composer` (`yuvComposer(for:)`'s, no `finishing`), the pictures are decoded and the
    /// frames made in Y'CbCr, for a sink taking them (an `FFmpegSink` whose input is `.yuv420BT709`).
    public static func render(_ prepared: PreparedRecording, workers: Int = Parallel.workerCount,
                              finishing: (@Sendable (Image) throws -> Image)? = nil,
                              makeSink: (_ width: Int, _ height: Int) throws -> FrameSink,
                              progress: (Int) -> Void = { _ in }) throws -> RecordingRenderSummary {
        try render(prepared, workers: workers, finishing: finishing, composer: nil, makeSink: makeSink, progress: progress)
    }

    /// `render`, the frames made in Y'CbCr by `composer` when given (see above).
    package static func render(_ prepared: PreparedRecording, workers: Int = Parallel.workerCount,
                               finishing: (@Sendable (Image) throws -> Image)? = nil, composer: YUVFrameComposer?,
                               makeSink: (_ width: Int, _ height: Int) throws -> FrameSink,
                               progress: (Int) -> Void = { _ in }) throws -> RecordingRenderSummary {
        precondition(composer == nil || finishing == nil, "Y'CbCr frames are written as they are")
        let decoder = try RecordingDecoder(recording: prepared.recording, span: prepared.span, shape: prepared.shape,
                                           window: workers + 2, pixels: composer == nil ? .rgba : .yuv420)
        defer { decoder.cancel() }
        var sink: FrameSink?
        var summary = RecordingRenderSummary(frames: prepared.span.count, repeatedFrames: 0, width: 0, height: 0)
        do {
            try FrameStream.run(count: prepared.span.count, workers: workers, render: { i -> RecordingFrame in
                let decoded = try decoder.frame(i)
                if decoded.repeatsPrevious && holdsPose(i, of: prepared) { return .repeatOfPrevious }
                if let composer, case .yuv420(let picture) = decoded.picture {
                    return .yuv420(composer.frame(showing: picture))
                }
                let drawn = try frame(i, of: prepared, picture: decoded.image)
                return .image(try finishing.map { try $0(drawn) } ?? drawn)
            }) { i, drawn in
                func open(_ width: Int, _ height: Int) throws {
                    guard sink == nil else { return }
                    sink = try makeSink(width, height)
                    (summary.width, summary.height) = (width, height)
                }
                switch drawn {
                case .image(let image):
                    try open(image.width, image.height)
                    try sink!.append(image)
                case .yuv420(let picture):
                    try open(picture.width, picture.height)
                    guard let encoder = sink as? FFmpegSink else { preconditionFailure("Y'CbCr frames go to ffmpeg") }
                    try encoder.append(picture)
                case .repeatOfPrevious:
                    try sink!.repeatLast()
                    summary.repeatedFrames += 1
                }
                progress(i + 1)
            }
            try decoder.finish()
            try sink?.finish()
        } catch {
            decoder.cancel()
            sink?.abandon()
            throw error
        }
        return summary
    }

    /// The recording at `time` seconds framed as a still (a poster), in the prepared pose (for
    /// a clip, the pose of its frame nearest that time); past its end, its last picture.
    public static func still(of prepared: PreparedRecording, at time: Double) throws -> Image {
        let fps = prepared.span.framesPerSecond
        // Past the recording's end, its last picture (as a clip holds it).
        let info = prepared.recording.info
        let span = RecordingSpan(start: info.moment(time, framesPerSecond: info.framesPerSecond), framesPerSecond: fps, count: 1)
        let decoder = try RecordingDecoder(recording: prepared.recording, span: span, shape: prepared.shape, window: 1)
        defer { decoder.cancel() }
        let picture = try decoder.frame(0)
        try decoder.finish()
        var index = 0
        if let frames = prepared.clip?.clip.frames {
            index = max(0, min(frames.count - 1, Int(((time - prepared.span.start) * fps).rounded())))
        }
        return try frame(index, of: prepared, picture: picture.image)
    }

    /// One GIF palette for the whole recording, from up to `samples` moments spread over the span.
    public static func palette(_ prepared: PreparedRecording, transparency: GIFTransparency, samples: Int = 8) throws -> GIFPalette {
        let count = prepared.span.count
        let picks = Set((0..<min(samples, count)).map { $0 * (count - 1) / max(1, min(samples, count) - 1) }).sorted()
        var builder = GIFPaletteBuilder(transparency: transparency)
        for k in picks {
            let image = try still(of: prepared, at: prepared.span.time(ofFrame: k))
            builder.add(image, step: image.width * image.height > 1_000_000 ? 2 : 1)
        }
        return builder.palette()
    }
}
