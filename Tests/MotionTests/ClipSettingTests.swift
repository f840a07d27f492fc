import DuoMockup
import Foundation
import Testing
import TestSupport

/// The rules of an animate's settings the library keeps (issue 27): where keyframes come from
/// (a keyframe file read here, named when it cannot be), holds only on a path, a GIF's frame
/// rate, the loop count and the matte as spelled. Each refusal says the setting in words here; the
/// command line's words are in `AnimateCommandTests`.
@Suite struct ClipSettingTests {
    @Test func aKeyframeFileIsReadHereAndAnUnreadableOneIsNamed() throws {
        let dir = try ScratchRoot.folder("keyframe-source")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/k.json"
        try Data(#"[{"time": 0, "deg": 180}, {"time": 1, "deg": 90}]"#.utf8).write(to: URL(fileURLWithPath: file))
        let keyframes = try KeyframeSource(.file(file), easing: .linear).keyframes()
        #expect(keyframes.map(\.degrees) == [180, 90] && keyframes.allSatisfy { $0.easing == .linear })
        for missing in [dir + "/none.json", dir] {
            let error = #expect(throws: ClipSettingError.self) { try KeyframeSource(.file(missing)).keyframes() }
            #expect(error == .keyframeFileUnreadable(missing))
            #expect(error?.description == "\(missing): cannot read the keyframe file")
        }
    }

    @Test func theDefaultIsThePathAndOnlyAPathHolds() throws {
        #expect(try KeyframeSource().keyframes() == KeyframeParsing.path("1 180 128 180"))
        #expect(try KeyframeSource(.path("1 180 90"), hold: 0.5).keyframes().count == 4)
        for spelling in [KeyframeSource.Spelling.inline("0:180, 1:90"), .file("k.json")] {
            #expect(throws: ClipSettingError.holdWithoutPath) { try KeyframeSource(spelling, hold: 0.5) }
            #expect(try KeyframeSource(spelling, hold: 0).spelling == spelling)
        }
        #expect(ClipSettingError.holdWithoutPath.description
                == "the hold applies to the path; put holds in keyframes as a repeated angle")
    }

    @Test func aGIFPlaysAtMostFiftyFramesASecond() throws {
        try Clip.checkFrameRate(50, for: .gif)
        try Clip.checkFrameRate(120, for: .apng)
        try Clip.checkFrameRate(120, for: nil)
        #expect(throws: ClipSettingError.gifFrameRate(50.5)) { try Clip.checkFrameRate(50.5, for: .gif) }
        #expect(ClipSettingError.gifFrameRate(60).description
                == "the frame rate 60: GIF delays are whole centiseconds and browsers slow anything under 2 cs; use the frame rate 50 or less")
    }

    /// A library caller that skips the check gets it from the job, before anything is read.
    @Test func theJobRefusesAGIFAboveFiftyFramesASecond() throws {
        let timeline = try Timeline(try KeyframeParsing.path("1 180 128 180"))
        let fast = try Clip(timeline: timeline, framesPerSecond: 60, plays: 0, pingPong: false)
        let gif = AnimateJob(capture: "/nonexistent/capture.png", destination: .file("/nonexistent/clip.gif"), timeline: timeline, clip: fast)
        #expect(throws: ClipSettingError.gifFrameRate(60)) { try gif.outputOptions() }
        #expect(throws: ClipSettingError.gifFrameRate(60)) { try gif.run() }
        let apng = AnimateJob(capture: "/nonexistent/capture.png", destination: .file("/nonexistent/clip.png"), timeline: timeline, clip: fast)
        _ = try apng.outputOptions()
    }

    @Test func loopCountsAndForever() throws {
        #expect(try Clip.plays(spelled: "forever") == 0 && Clip.plays(spelled: "Forever") == 0)
        #expect(try Clip.plays(spelled: "1") == 1 && Clip.plays(spelled: "65536") == 65536)
        for bad in ["0", "-2", "65537", "twice", "1.5", ""] {
            #expect(throws: ClipSettingError.playsNotACount(bad)) { try Clip.plays(spelled: bad) }
        }
        #expect(ClipSettingError.playsNotACount("0").description == "the loop count must be a number of plays (1 or more) or forever, got 0")
    }

    @Test func aMatteIsAnOpaqueColourInSRGB() throws {
        #expect(try GIFTransparency.matte(spelled: "white") == StraightRGBA8(r: 255, g: 255, b: 255))
        #expect(try GIFTransparency.matte(spelled: "#1e1e1e") == StraightRGBA8(r: 30, g: 30, b: 30))
        let p3 = try GIFTransparency.matte(spelled: "display-p3(200 100 50)")
        #expect(p3 != StraightRGBA8(r: 200, g: 100, b: 50) && p3.a == 255, "\(p3)")
        #expect(throws: ClipSettingError.matteNotAColour("bogus")) { try GIFTransparency.matte(spelled: "bogus") }
        #expect(throws: ClipSettingError.matteNotOpaque("#1e1e1e80")) { try GIFTransparency.matte(spelled: "#1e1e1e80") }
        #expect(ClipSettingError.matteNotOpaque("transparent").description == "the matte must be an opaque colour, got transparent")
    }
}
