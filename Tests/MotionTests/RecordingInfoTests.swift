import Testing
import Colour
@testable import Motion
@testable import DuoMockupCLI

/// ffprobe's reports read into `RecordingInfo`: the sizes as shown (rotation), rates (variable,
/// fractional, nonsense), durations in strings, sound, cover art, and reports that are not one.
@Suite struct RecordingInfoTests {
    static func report(video: String, audio: Bool = false, format: String = #"{"duration": "2.000000"}"#) -> [UInt8] {
        let sound = audio ? #", {"index": 1, "codec_type": "audio", "codec_name": "aac"}"# : ""
        return Array(#"{"streams": [\#(video)\#(sound)], "format": \#(format)}"#.utf8)
    }

    static let plain = #"{"index": 0, "codec_type": "video", "codec_name": "h264", "pix_fmt": "yuv420p", "width": 2854, "height": 2008, "r_frame_rate": "30/1", "avg_frame_rate": "30/1", "duration": "2.000000", "nb_frames": "60"}"#

    @Test func aPlainRecording() throws {
        let info = try RecordingInfo.parse(ffprobeReport: Self.report(video: Self.plain, audio: true), file: "a.mp4")
        #expect(info.width == 2854 && info.height == 2008 && info.quarterTurns == 0)
        #expect(info.framesPerSecond == 30 && !info.isVariableRate && info.duration == 2 && info.declaredFrames == 60)
        #expect(info.audioCodec == "aac" && info.videoCodec == "h264" && !info.hasAlpha)
    }

    /// The primaries tag names the space the frames are made in: Display P3 for `smpte432`,
    /// BT.709's (sRGB's) for `bt709`, untagged or unknown.
    @Test func colourPrimariesNameTheFramesSpace() throws {
        for (tag, primaries, p3) in [(#", "color_primaries": "smpte432""#, "smpte432", true),
                                     (#", "color_primaries": "bt709""#, "bt709", false),
                                     (#", "color_primaries": "unknown""#, nil, false), ("", nil, false)] {
            let video = String(Self.plain.dropLast()) + tag + "}"
            let info = try RecordingInfo.parse(ffprobeReport: Self.report(video: video), file: "c.mp4")
            #expect(info.colourPrimaries == primaries, "\(tag)")
            #expect(info.colourSpace.hasPrimaries(p3 ? .displayP3 : .sRGB), "\(tag)")
        }
    }

    @Test func rotationTurnsTheShownSize() throws {
        for (side, turns) in [(#""side_data_list": [{"side_data_type": "Display Matrix", "rotation": -90}]"#, 1),
                              (#""side_data_list": [{"rotation": 90}]"#, 3),
                              (#""side_data_list": [{"rotation": 180}]"#, 2),
                              (#""tags": {"rotate": "90"}"#, 1)] {
            let video = #"{"codec_type": "video", "width": 1080, "height": 1920, "r_frame_rate": "60/1", "avg_frame_rate": "60/1", "duration": "1", \#(side)}"#
            let info = try RecordingInfo.parse(ffprobeReport: Self.report(video: video), file: "r.mov")
            #expect(info.quarterTurns == turns, "\(side)")
            #expect((info.width, info.height) == (turns % 2 == 1 ? (1920, 1080) : (1080, 1920)), "\(side)")
        }
        let odd = #"{"codec_type": "video", "width": 10, "height": 10, "r_frame_rate": "30/1", "duration": "1", "side_data_list": [{"rotation": 45}]}"#
        #expect {
            try RecordingInfo.parse(ffprobeReport: Self.report(video: odd), file: "t.mp4")
        } throws: { ($0 as? MotionError)?.message == "t.mp4: the video is turned by 45°; only quarter turns are supported" }
    }

    @Test func ratesAndDurations() throws {
        // The simulator's variable rate: a nominal 60, an average below it; the stream's own
        // duration stops at its last frame's start, the container's is the whole recording.
        let vfr = #"{"codec_type": "video", "width": 10, "height": 10, "r_frame_rate": "60/1", "avg_frame_rate": "1800/77", "duration": "1.9"}"#
        let info = try RecordingInfo.parse(ffprobeReport: Self.report(video: vfr), file: "v.mp4")
        #expect(info.isVariableRate && info.framesPerSecond == 60 && info.duration == 2)
        let ntsc = #"{"codec_type": "video", "width": 10, "height": 10, "r_frame_rate": "30000/1001", "avg_frame_rate": "30000/1001"}"#
        let n = try RecordingInfo.parse(ffprobeReport: Self.report(video: ntsc, format: #"{"duration": 3.5}"#), file: "n.webm")
        #expect(abs(n.framesPerSecond - 29.97) < 0.001 && n.duration == 3.5)
        // A timebase mistaken for a rate falls back to the variable-rate ceiling.
        let wild = #"{"codec_type": "video", "width": 10, "height": 10, "r_frame_rate": "90000/1", "avg_frame_rate": "0/0", "duration": "1"}"#
        #expect(try RecordingInfo.parse(ffprobeReport: Self.report(video: wild), file: "w.mp4").framesPerSecond == 60)
        let none = #"{"codec_type": "video", "width": 10, "height": 10, "r_frame_rate": "0/0", "avg_frame_rate": "0/0", "duration": "1"}"#
        #expect {
            try RecordingInfo.parse(ffprobeReport: Self.report(video: none), file: "z.mp4")
        } throws: { ($0 as? MotionError)?.message == "z.mp4: the video stream gives no frame rate" }
        let endless = #"{"codec_type": "video", "width": 10, "height": 10, "r_frame_rate": "30/1"}"#
        #expect {
            try RecordingInfo.parse(ffprobeReport: Self.report(video: endless, format: "{}"), file: "e.mp4")
        } throws: { ($0 as? MotionError)?.message == "e.mp4: the recording gives no duration (is it complete?)" }
    }

    @Test func coverArtIsNotTheVideoAndSoundAloneIsNone() throws {
        let art = #"{"codec_type": "video", "codec_name": "mjpeg", "width": 600, "height": 600, "r_frame_rate": "90000/1", "disposition": {"attached_pic": 1}}"#
        #expect {
            try RecordingInfo.parse(ffprobeReport: Self.report(video: art, audio: true), file: "s.m4v")
        } throws: { ($0 as? MotionError)?.message == "s.m4v: has no video stream (only video, audio streams)" }
        let withArt = Array(#"{"streams": [\#(art), \#(Self.plain)], "format": {}}"#.utf8)
        #expect(try RecordingInfo.parse(ffprobeReport: withArt, file: "c.m4v").width == 2854)
        let alpha = Self.plain.replacingOccurrences(of: "yuv420p", with: "yuva444p12le")
        #expect(try RecordingInfo.parse(ffprobeReport: Self.report(video: alpha), file: "p.mov").hasAlpha)
    }

    @Test func reportsThatAreNotOne() {
        for (text, message) in [("", "not a recording ffmpeg can read (ffprobe's report is not JSON)"),
                                ("[1, 2]", "not a recording ffmpeg can read (ffprobe's report is not JSON)"),
                                (#"{"format": {}}"#, "not a recording ffmpeg can read (ffprobe found no streams)"),
                                (#"{"streams": []}"#, "has no video stream (only no streams)"),
                                (#"{"streams": [{"codec_type": "video", "width": 0, "height": 0}]}"#, "the video stream gives no picture size"),
                                (#"{"streams": [{"codec_type": "video", "width": 99999999, "height": 10}]}"#, "the video stream gives no picture size"),
                                (#"{"streams": [{"codec_type": "video", "width": 10, "height": 10, "r_frame_rate": "1/0", "duration": "-1"}]}"#, "no frame rate")] {
            #expect {
                try RecordingInfo.parse(ffprobeReport: Array(text.utf8), file: "x.mp4")
            } throws: { error in
                "\(error)".hasPrefix("x.mp4: ") && "\(error)".contains(message)
            }
        }
    }

    /// A field of the wrong kind is a mistake at its place (the checker's words), not a missing
    /// one: the line names the recording and each such field, in the order read.
    @Test func aMistypedFieldIsNamedAtItsPlace() {
        let cases: [(report: [UInt8], says: String)] = [
            (Self.report(video: Self.plain.replacingOccurrences(of: #""width": 2854"#, with: #""width": "wide""#)),
             #"streams[0].width: expected a number, got the string "wide""#),
            (Self.report(video: Self.plain.replacingOccurrences(of: #""codec_type": "video""#, with: #""codec_type": 1"#), audio: true),
             "streams[0].codec_type: expected a non-empty string, got the number 1"),
            (Self.report(video: Self.plain, format: #"{"duration": true}"#), "format.duration: expected a number, got true"),
            (Self.report(video: (String(Self.plain.dropLast()) + #", "side_data_list": {"rotation": 90}, "tags": {"rotate": true}}"#)
                .replacingOccurrences(of: #""r_frame_rate": "30/1""#, with: #""r_frame_rate": [30]"#)),
             "streams[0].side_data_list: expected an array, got an object; streams[0].tags.rotate: expected a number, got true; "
                + #"streams[0].r_frame_rate: expected a rate ("30/1") or a number, got an array"#),
            (Array(#"{"streams": {"codec_type": "video"}}"#.utf8), "streams: expected an array, got an object"),
        ]
        for (report, says) in cases {
            #expect {
                try RecordingInfo.parse(ffprobeReport: report, file: "x.mp4")
            } throws: { error in
                "\(error)" == "x.mp4: not a recording ffmpeg can read (ffprobe's report: \(says))"
            }
        }
    }
}
