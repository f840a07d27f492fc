import _Support

/// A recording's sound, muxed into a video from the recording file itself: the part from `start`
/// for `duration` seconds, its first audio stream, copied as it is when the container takes its
/// codec, else encoded as AAC. Invariant: `start` ≥ 0, `duration` > 0.
public struct SoundTrack: Sendable, Equatable {
    public var file: String
    public var start: Double
    public var duration: Double
    /// ffmpeg's name for the recording's audio codec (`aac`, `opus`, `pcm_s16le`, …).
    public var codec: String

    public init(file: String, start: Double, duration: Double, codec: String) {
        precondition(start >= 0 && duration > 0, "invalid sound track")
        self.file = file; self.start = start; self.duration = duration; self.codec = codec
    }

    /// The containers a recording's sound goes into.
    public static func carried(in format: ClipFormat) -> Bool { format == .mp4 || format == .mov }

    /// The second input of ffmpeg's command line.
    var inputArguments: [String] {
        (start > 0 ? ["-ss", NumberText.shortest(start)] : []) + ["-t", NumberText.shortest(duration), "-i", "file:" + file]
    }

    /// The mapping and the audio encoding, among the output options.
    func outputArguments(format: ClipFormat) -> [String] {
        ["-map", "0:v:0", "-map", "1:a:0?"] + (copies(into: format) ? ["-c:a", "copy"] : ["-c:a", "aac", "-b:a", "192k"])
    }

    /// True when `format` takes the codec as it is (MP4: AAC, ALAC, MP3; MOV: those and PCM).
    func copies(into format: ClipFormat) -> Bool {
        switch format {
        case .mp4: return ["aac", "alac", "mp3"].contains(codec)
        case .mov: return ["aac", "alac", "mp3"].contains(codec) || codec.hasPrefix("pcm_")
        default: return false
        }
    }
}
