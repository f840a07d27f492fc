import Testing
import Fold
import Mockup
@testable import Motion
@testable import DuoMockupCLI

/// Motion's errors, typed by stage, say the lines their throw sites wrote as text before, word for
/// word: the settings in the library's words, or as the command line's flags.
@Suite struct MotionErrorTests {
    /// Each case against its line in words; where a setting is named, the line with flags too.
    static let lines: [(error: MotionError, words: String, flags: String?)] = [
        (.clip(.tooFewKeyframes), "a clip needs at least two keyframes (where it starts and where it goes)", nil),
        (.clip(.keyframeBeforeZero(number: 2, time: -1)), "keyframe 2: the time must be 0 s or later, got -1.0", nil),
        (.clip(.keyframeAngleOutOfRange(number: 1, time: 0.5, degrees: 200)),
         "keyframe 1 (0.5 s): a fold angle is 0–180°, got 200.0", nil),
        (.clip(.keyframeTimesNotIncreasing(number: 3, time: 1, previous: 1.5)), "keyframe 3: times must increase, but 1 s follows 1.5 s", nil),
        (.clip(.frameRateOutOfRange(200)), "the frame rate must be from 1 to 120 frames a second, got 200.0",
         "--fps must be from 1 to 120 frames a second, got 200.0"),
        (.clip(.playsNegative(-1)), "the loop count must be a number of plays ≥ 1, or forever", "--loop must be a number of plays ≥ 1, or forever"),
        (.clip(.tooLong(frames: 300_000, limit: 100_000)),
         "the clip would have 300000 frames (at most 100000); shorten it or lower the frame rate",
         "the clip would have 300000 frames (at most 100000); shorten it or lower --fps"),
        (.clip(.tooLong(frames: nil, limit: 100_000)), "the clip would have endless frames (at most 100000); shorten it or lower the frame rate",
         "the clip would have endless frames (at most 100000); shorten it or lower --fps"),
        (.clip(.tooManyFrames(100_001)), "the clip would have 100001 frames; shorten it or lower the frame rate",
         "the clip would have 100001 frames; shorten it or lower --fps"),
        (.clip(.poseDoesNotFold(file: "a.png", pose: .closed)),
         "a.png: a closed mock-up does not fold; animate needs the pose book or laptop", "a.png: a closed mock-up does not fold; animate needs --pose book or laptop"),
        (.clip(.keyframeCannotFold(number: 2, time: 1.25, degrees: 90, .emptyArt)), "keyframe 2 (1.25 s, 90°): the art to fold is empty", nil),
        (.clip(.cannotDraw(frame: FramePose(time: 0.126, degrees: 33.33, turn: 0, tilt: 0), .emptyArt)),
         "the clip cannot be drawn at 0.13 s (33.3°): the art to fold is empty", nil),
        (.clip(.cannotDraw(frame: nil, .emptyArt)), "the clip cannot be drawn: the art to fold is empty", nil),

        (.recording(.cannotOpen(file: "r.mp4", reason: "No such file or directory")), "r.mp4: cannot open: No such file or directory", nil),
        (.recording(.cannotRead(file: "r.mp4", reason: "I/O error")), "r.mp4: cannot read: I/O error", nil),
        (.recording(.isAFolder(file: "r.mp4")), "r.mp4: is a folder, not a recording", nil),
        (.recording(.emptyFile(file: "r.mp4")), "r.mp4: the file is empty", nil),
        (.recording(.toolsMissing(file: "r.mp4")),
         "r.mp4: a recording is read with ffmpeg and ffprobe, found on PATH (Debian/Ubuntu: apt-get install ffmpeg; macOS: brew install ffmpeg)", nil),
        (.recording(.cannotRunFFmpeg(file: "r.mp4", ffmpeg: "/bin/ffmpeg", reason: "denied")), "r.mp4: cannot run ffmpeg (/bin/ffmpeg): denied", nil),
        (.recording(.ffmpegDoesNotRun(file: "r.mp4", ffmpeg: "/bin/ffmpeg", lastLine: nil, status: 127)),
         "r.mp4: ffmpeg (/bin/ffmpeg) does not run: exit status 127", nil),
        (.recording(.ffmpegDoesNotRun(file: "r.mp4", ffmpeg: "/bin/ffmpeg", lastLine: "missing libx264.so", status: 127)),
         "r.mp4: ffmpeg (/bin/ffmpeg) does not run: missing libx264.so", nil),
        (.recording(.ffmpegTooOld(file: "r.mp4", version: "ffmpeg version 3.4.8")),
         "r.mp4: ffmpeg version 3.4.8 is too old to read recordings; install ffmpeg 4.4 or later", nil),
        (.recording(.cannotRunFFprobe(file: "r.mp4", ffprobe: "/bin/ffprobe", reason: "denied")), "r.mp4: cannot run ffprobe (/bin/ffprobe): denied", nil),
        (.recording(.ffprobeFailed(file: "r.mp4", killed: false, lastLine: "Invalid data found when processing input")),
         "r.mp4: not a recording ffmpeg can read (ffprobe failed: Invalid data found when processing input)", nil),
        (.recording(.ffprobeFailed(file: "r.mp4", killed: true, lastLine: nil)), "r.mp4: not a recording ffmpeg can read (ffprobe was killed)", nil),
        (.recording(.report(file: "r.mp4", .frameRateBelowOne(0.5))), "r.mp4: the video stream's frame rate, 0.5 a second, is below 1", nil),
        (.recording(.report(file: "r.mp4", .rotationNotANumber)), "r.mp4: the video stream's rotation is not a number", nil),
        (.recording(.report(file: "r.mp4", .noVideoStream(streamKinds: ["audio"]))), "r.mp4: has no video stream (only audio stream)", nil),
        (.recording(.tooManyPixels(file: "r.mp4", width: 9000, height: 9000, limit: 50_000_000)),
         "r.mp4: the recording is 9000×9000, over the limit of 50000000 pixels (the pixel limit)",
         "r.mp4: the recording is 9000×9000, over the limit of 50000000 pixels (--max-pixels)"),
        (.recording(.frameRateOutOfRange(200)), "the frame rate must be from 1 to 120 frames a second, got 200",
         "--fps must be from 1 to 120 frames a second, got 200"),
        (.recording(.startOutsideRecording(start: 5, file: "r.mp4", duration: 2)),
         "the start 5: r.mp4 lasts 2.00 s; the start must be from 0 to less than that", "--from 5: r.mp4 lasts 2.00 s; --from must be from 0 to less than that"),
        (.recording(.endNotAfterStart(end: 1, start: 1.5)), "the end 1 must come after the start 1.5", "--to 1 must come after --from 1.5"),
        (.recording(.endPastRecording(end: 3, file: "r.mp4", duration: 2.5)), "the end 3: r.mp4 lasts 2.50 s", "--to 3: r.mp4 lasts 2.50 s"),
        (.recording(.tooManyFrames(2_000_000)),
         "the recording would make 2000000 frames; trim it with the start/the end or lower the frame rate",
         "the recording would make 2000000 frames; trim it with --from/--to or lower --fps"),
        (.recording(.cannotStartDecoder(file: "r.mp4", ffmpeg: "/bin/ffmpeg", reason: "denied")), "r.mp4: cannot start ffmpeg (/bin/ffmpeg): denied", nil),
        (.recording(.decodingStopped(file: "r.mp4")), "r.mp4: decoding was stopped", nil),
        (.recording(.noFramesDecoded(file: "r.mp4")), "r.mp4: ffmpeg decoded no frames from the recording", nil),
        (.recording(.decoderFailed(file: "r.mp4", framesRead: 1, exit: FFmpegExit(status: 9, bySignal: true), lastLine: nil)),
         "r.mp4: ffmpeg stopped decoding after 1 frame (killed by signal 9)", nil),
        (.recording(.decoderFailed(file: "r.mp4", framesRead: 12, exit: FFmpegExit(status: 1, bySignal: false), lastLine: "partial file")),
         "r.mp4: ffmpeg stopped decoding after 12 frames (exit status 1): partial file", nil),
        (.recording(.damaged(file: "r.mp4", ffmpegSays: "partial file")), "r.mp4: the recording is damaged or truncated (ffmpeg: partial file)", nil),

        (.output(.unknownFormat(path: "o.avi")), "o.avi: unknown clip format; the output must end in .mp4, .mov, .webm, .png, .apng or .gif", nil),
        (.output(.codecNotInFormat(codec: .vp9, path: "o.mp4", format: .mp4)),
         "the video codec vp9: o.mp4 is MP4 (H.264); it holds h264 or hevc", "--codec vp9: o.mp4 is MP4 (H.264); it holds h264 or hevc"),
        (.output(.codecNotInFormat(codec: .h264, path: "o.gif", format: .gif)), "the video codec h264: o.gif is GIF; it holds no video codec",
         "--codec h264: o.gif is GIF; it holds no video codec"),
        (.output(.gifTooLarge(path: "o.gif", width: 70000, height: 10)),
         "o.gif: a GIF is at most 65535 px a side, the clip is 70000×10; use the width", "o.gif: a GIF is at most 65535 px a side, the clip is 70000×10; use --width"),
        (.output(.containerRefusesCodec(output: "o.webm", format: .webm, codec: .h264)), "o.webm: a WEBM file holds vp9, not h264", nil),
        (.output(.hevcAlphaNeedsVideoToolbox(output: "o.mov")),
         "o.mov: HEVC with alpha is written by Apple's VideoToolbox encoder, which this ffmpeg lacks (it is in ffmpeg on a Mac: brew install ffmpeg); "
            + "for alpha here write ProRes 4444 (.mov) or VP9 (.webm)", nil),
        (.output(.noEncoder(output: "o.mp4", codec: .hevc, format: .mp4)), "o.mp4: this ffmpeg has no libx265 or hevc_videotoolbox encoder for hevc", nil),
        (.output(.ffmpegMissing(format: .mp4)),
         "MP4 (H.264) needs ffmpeg on PATH (Debian/Ubuntu: apt-get install ffmpeg; macOS: brew install ffmpeg); "
            + "without it, write .png/.apng (APNG), .gif, or a folder of PNG frames",
         "MP4 (H.264) needs ffmpeg on PATH (Debian/Ubuntu: apt-get install ffmpeg; macOS: brew install ffmpeg); "
            + "without it, write .png/.apng (APNG), .gif, or --frames DIR"),
        (.output(.cannotStartFFmpeg(path: "o.mp4", ffmpeg: "/bin/ffmpeg", reason: "denied")), "o.mp4: cannot start ffmpeg (/bin/ffmpeg): denied", nil),
        (.output(.ffmpegFailed(path: "o.mp4", exit: FFmpegExit(status: 1, bySignal: false), says: "No space left on device")),
         "o.mp4: ffmpeg failed (exit status 1): No space left on device", nil),
        (.output(.ffmpegStoppedTakingFrames(path: "o.mp4", frame: 3, exit: FFmpegExit(status: 9, bySignal: true), says: nil)),
         "o.mp4: ffmpeg stopped taking frames at frame 3 (killed by signal 9)", nil),
        (.output(.ffmpegReportedError(path: "o.mp4", says: "Error writing trailer")), "o.mp4: ffmpeg reported an error: Error writing trailer", nil),
    ]

    @Test func eachCaseSaysItsLine() {
        for (error, words, flags) in Self.lines {
            #expect(error.message == words)
            #expect(error.description == words)
            #expect(ErrorText.line(for: error) == (flags ?? words))
        }
    }

    /// A tool's or the system's words keep the message on one line.
    @Test func aLineBreakInAToolsWordsBecomesASpace() {
        let error = MotionError.recording(.cannotRunFFprobe(file: "r.mp4", ffprobe: "ffprobe", reason: "first\nsecond"))
        #expect(error.message == "r.mp4: cannot run ffprobe (ffprobe): first second")
    }
}
