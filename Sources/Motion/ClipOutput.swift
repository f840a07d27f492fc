import Codecs
import Colour
import Raster

/// Where a clip is written and how: the file, its format (by extension) and video codec, how
/// often it plays, the background behind it, and the encoders' settings. Opens the sink once the
/// frames' size is known. Invariant: `codec`, when set, is allowed in `format`.
public struct ClipOutput: Sendable {
    public var path: String
    public var format: ClipFormat
    /// The video codec; nil = the container's standard one.
    public var codec: VideoCodec?
    /// How many times an APNG or GIF plays (0 = for ever).
    public var plays: Int = 0
    /// The background behind the device (nil: transparent); MP4 fills its even-size padding with it.
    public var background: PremultipliedRGBA8?
    public var png = PNGEncodeOptions()
    public var transparency = GIFTransparency()

    /// The output at `path`; throws one line for an extension that is no clip format, or a codec
    /// the container does not hold.
    public init(path: String, codec: VideoCodec? = nil) throws {
        guard let format = ClipFormat(path: path) else {
            throw MotionError.output(.unknownFormat(path: path))
        }
        if let codec, !codec.allowed(in: format) {
            throw MotionError.output(.codecNotInFormat(codec: codec, path: path, format: format))
        }
        self.path = path; self.format = format; self.codec = codec
    }

    /// The codec the file gets.
    public var effectiveCodec: VideoCodec? { codec ?? VideoCodec.standard(for: format) }

    /// True when the frames keep their transparency in this output.
    public var keepsAlpha: Bool {
        guard let effectiveCodec else { return format.keepsAlpha }
        return effectiveCodec.keepsAlpha(in: format)
    }

    /// The background frames must be drawn on: the given one, else white for an output without alpha.
    public var effectiveBackground: PremultipliedRGBA8? {
        background ?? (keepsAlpha ? nil : .white)
    }

    /// What ffmpeg needs to write it: the ffmpeg to run and the encoder it has for the codec
    /// (nil for APNG and GIF). Throws one line when ffmpeg or the encoder is missing.
    public func encoder(tools: FFmpegTools?) throws -> (ffmpeg: String, encoder: String)? {
        guard format.needsFFmpeg, let codec = effectiveCodec else { return nil }
        guard let tools else { throw FFmpegSink.missing(format: format) }
        let name = try codec.encoder(in: format, available: tools.encoders(), output: path)
        return (tools.ffmpeg, name)
    }

    /// Opens the sink for `frameCount` frames of `width × height` at `framesPerSecond`. `ffmpeg`
    /// is `encoder(tools:)`'s answer; `palette` is required for a GIF; `sound` goes into MP4 and MOV;
    /// `space` (the frames' working space) names the video's colour tags; `input` is the frames'
    /// samples (Y'CbCr only for an MP4).
    public func sink(width: Int, height: Int, frameCount: Int, framesPerSecond: Double, colour: ColourInfo,
                     space: ColourSpace = .sRGB, ffmpeg: (ffmpeg: String, encoder: String)?, palette: GIFPalette? = nil,
                     sound: SoundTrack? = nil, input: FFmpegSink.Input = .rgba) throws -> FrameSink {
        precondition(input == .rgba || format == .mp4, "Y'CbCr frames go into an MP4")
        switch format {
        case .apng:
            return try APNGFileSink(path: path, width: width, height: height, frameCount: frameCount,
                                    delay: FrameDelay(framesPerSecond: framesPerSecond), plays: plays,
                                    hasAlpha: background.map { $0.a < 255 } ?? true, colour: colour, options: png)
        case .gif:
            guard width <= 65535 && height <= 65535 else {
                throw MotionError.output(.gifTooLarge(path: path, width: width, height: height))
            }
            return try GIFFileSink(path: path, width: width, height: height, delay: FrameDelay(framesPerSecond: framesPerSecond),
                                   plays: plays, palette: palette!, transparency: transparency)
        case .mp4, .webm, .mov:
            guard let ffmpeg else { throw FFmpegSink.missing(format: format) }
            return try FFmpegSink(executable: ffmpeg.ffmpeg, path: path, format: format, width: width, height: height,
                                  fps: framesPerSecond, background: (effectiveBackground ?? .white).straight,
                                  colour: VideoColour(space: space) ?? .bt709, codec: codec, encoder: ffmpeg.encoder,
                                  sound: SoundTrack.carried(in: format) ? sound : nil, input: input)
        }
    }
}
