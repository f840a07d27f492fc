import Codecs
import Mockup
import Raster

/// Where a recording's frames go: one clip file, or numbered PNG frames in a folder.
public enum ClipDestination: Sendable {
    case file(ClipOutput)
    case frames(folder: String, encode: EncodeOptions)
}

/// One recording framed into one clip: `render RECORDING` (the span trimmed from the recording,
/// the pose fixed) or `animate RECORDING` (`motion` given: the fold and the camera move while the
/// recording plays, frame i of the clip showing the recording at the span's time i). The sound
/// of the part shown goes into MP4 and MOV. Invariant: with `motion`, `span` has its clip's
/// frame count and rate.
public struct RecordingJob: Sendable {
    public var recording: Recording
    public var destination: ClipDestination
    public var options: RenderOptions
    public var span: RecordingSpan
    public var motion: (timeline: Timeline, clip: Clip)?
    /// Mux the recording's sound into MP4 and MOV outputs (when it has one).
    public var keepsSound = true
    /// The moment of the recording to draw as a poster still too (`RecordingRenderSummary.poster`);
    /// a recording shorter than that gives its last picture.
    public var posterTime: Double?
    /// The cover display's capture (`options.cover` names its file), for the outer faces.
    public var cover: DecodedImage?
    /// With `motion` and `options.lit` `auto`: how long (s) a hand-over between the displays takes.
    public var litFade = DuoDevice.handOverFade
    /// Frames drawn at once (default: one a core; inside `Parallel.serially`, one).
    public var workers = Parallel.workerCount
    /// Turns each drawn frame into the one written (a store page around the device); the frames
    /// are then drawn without a background of their own.
    public var finishing: (@Sendable (Image) throws -> Image)?

    public init(recording: Recording, destination: ClipDestination, options: RenderOptions, span: RecordingSpan,
                motion: (timeline: Timeline, clip: Clip)? = nil) {
        self.recording = recording; self.destination = destination; self.options = options; self.span = span
        self.motion = motion
    }

    /// The sound that goes with the frames: the recording's, from the span's start for as long
    /// as the frames last or the recording goes on; nil when silent or the output takes none.
    public var sound: SoundTrack? {
        guard keepsSound, let codec = recording.info.audioCodec, case .file(let output) = destination,
              SoundTrack.carried(in: output.format) else { return nil }
        let length = min(span.duration, recording.info.duration - span.start)
        guard length > 0.001 else { return nil }
        return SoundTrack(file: recording.file, start: span.start, duration: length, codec: codec)
    }

    /// The render options as the output needs them: a background behind an output without alpha.
    public var effectiveOptions: RenderOptions {
        var o = options
        if finishing == nil, case .file(let output) = destination, o.framing.background == nil {
            o.framing.background = output.effectiveBackground
        }
        return o
    }

    /// Prepares (every check before ffmpeg encodes anything), then renders every frame into the
    /// destination; `progress` is told each frame written. Throws one line; leaves no partial output.
    public func run(bezels: BezelSource, progress: (Int) -> Void = { _ in }) throws -> RecordingRenderSummary {
        var encoder: (ffmpeg: String, encoder: String)?
        if case .file(let output) = destination { encoder = try output.encoder(tools: recording.tools) }
        let prepared = try RecordingRenderer.prepare(recording: recording, bezels: bezels, options: effectiveOptions,
                                                     span: span, motion: motion, cover: cover,
                                                     litFade: litFade)
        var palette: GIFPalette?
        if case .file(let output) = destination, output.format == .gif {
            palette = try RecordingRenderer.palette(prepared, transparency: output.transparency)
        }
        var poster: Image?
        if let posterTime {
            poster = try RecordingRenderer.still(of: prepared, at: recording.info.moment(posterTime, framesPerSecond: span.framesPerSecond))
        }
        let sound = self.sound
        // An H.264 or HEVC MP4 of a flat pose takes the recording's own Y'CbCr samples, composed
        // without a turn through RGBA (`YUVFrameComposer`), where the recording allows it.
        var composer: YUVFrameComposer?
        if case .file(let output) = destination, output.format == .mp4, finishing == nil {
            composer = try RecordingRenderer.yuvComposer(for: prepared)
        }
        let input: FFmpegSink.Input = composer == nil ? .rgba : .yuv420BT709
        let (count, fps, colour, space) = (span.count, span.framesPerSecond, prepared.colour, prepared.space)
        var summary = try RecordingRenderer.render(prepared, workers: workers, finishing: finishing, composer: composer,
                                                   makeSink: { width, height in
            switch destination {
            case .file(let output):
                return try output.sink(width: width, height: height, frameCount: count, framesPerSecond: fps, colour: colour,
                                       space: space, ffmpeg: encoder, palette: palette, sound: sound, input: input)
            case .frames(let folder, let encode):
                try Folders.create(folder)
                return FramesFolderSink(folder: folder, frameCount: count, colour: colour, options: encode)
            }
        }, progress: progress)
        summary.poster = poster
        return summary
    }
}
