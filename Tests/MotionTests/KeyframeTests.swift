import Foundation
import Testing
@testable import Motion

/// Keyframe spellings, easing end values, the spring, and the frames a clip samples.
@Suite struct KeyframeTests {
    @Test(arguments: Easing.allCases)
    func easingsStartAtZeroAndEndAtOne(easing: Easing) {
        #expect(easing.progress(0) == 0)
        #expect(easing.progress(1) == 1)
        #expect(easing.progress(-1) == 0 && easing.progress(2) == 1)
    }

    @Test func easeInOutIsSymmetricAndSpringOvershootsThenSettles() {
        #expect(abs(Easing.easeInOut.progress(0.5) - 0.5) < 1e-12)
        #expect(Easing.easeInOut.progress(0.1) < 0.1)
        let samples = (0...200).map { Easing.spring.progress(Double($0) / 200) }
        #expect(samples.max()! > 1.1, "a spring overshoots")
        #expect(abs(samples[190] - 1) < 0.02, "and has settled near the end")
        #expect(samples.last == 1)
    }

    @Test func pathIsTheKitsForm() throws {
        let k = try KeyframeParsing.path("1.0 180 128 180")
        #expect(k.map(\.time) == [0, 1, 2] && k.map(\.degrees) == [180, 128, 180])
        let held = try KeyframeParsing.path("0.5 180 90", hold: 0.25)
        #expect(held.map(\.time) == [0, 0.25, 0.75, 1.0] && held.map(\.degrees) == [180, 180, 90, 90])
    }

    @Test(arguments: ["0 180 128", "-1 180 128", "x 180 128", "1 180", "1 180 abc"])
    func badPathsAreRefused(text: String) {
        #expect(throws: KeyframeError.self) { try KeyframeParsing.path(text) }
    }

    @Test func inlineKeyframesCarryCameraAndEasing() throws {
        let k = try KeyframeParsing.inline("0:180, 1.2:128@turn=20@spring, 2.4:180@tilt=-5@ease=linear")
        #expect(k.count == 3)
        #expect(k[1].turn == 20 && k[1].easing == .spring && k[1].tilt == nil)
        #expect(k[2].tilt == -5 && k[2].easing == .linear)
        #expect(throws: KeyframeError.self) { try KeyframeParsing.inline("0:180, 1:128@zoom=2") }
        #expect(throws: KeyframeError.self) { try KeyframeParsing.inline("0-180") }
        #expect(throws: KeyframeError.self) { try KeyframeParsing.inline("0:180, 1:90@bounce") }
    }

    @Test func jsonKeyframes() throws {
        let json = #"{"keyframes": [{"time": 0, "deg": 180}, {"time": 1.5, "deg": 100, "ease": "spring", "turn": 10}]}"#
        let k = try KeyframeParsing.file("k.json", data: Data(json.utf8))
        #expect(k.count == 2 && k[1].easing == .spring && k[1].turn == 10 && k[1].degrees == 100)
        let bare = try KeyframeParsing.file("k.json", data: Data(#"[{"time": 0, "deg": 1}, {"time": 2, "deg": 3}]"#.utf8))
        #expect(bare.count == 2)
        for bad in [#"{"keyframes": [{"time": "0", "deg": 180}]}"#, #"[{"deg": 1}]"#, "not json", #"[{"time": 0, "deg": 1, "speed": 2}]"#] {
            #expect(throws: KeyframeError.self) { try KeyframeParsing.file("k.json", data: Data(bad.utf8)) }
        }
    }

    /// A boolean is not a number: `{"time": false}` was read as 0 (Foundation gives both as
    /// NSNumber) and the clip rendered. The file, the place and the position are named.
    @Test func aKeyframeFileRefusesABooleanForATime() throws {
        let json = "{\"keyframes\": [\n  {\"time\": false, \"deg\": 180},\n  {\"time\": 1, \"deg\": 90}]}"
        let error = #expect(throws: KeyframeError.self) { try KeyframeParsing.file("k.json", data: Data(json.utf8)) }
        #expect(error?.description == "k.json: keyframes[0].time at line 2, column 12: expected a number, got false")
    }

    /// Every mistake of a keyframe file is reported at once, a key given twice among them.
    @Test func aKeyframeFileReportsEveryMistakeAtItsPlace() throws {
        let json = "[{\"time\": 0, \"deg\": \"180\"},\n {\"time\": 1, \"time\": 2, \"deg\": 90, \"ease\": \"bounce\"}, 3]"
        let error = #expect(throws: KeyframeError.self) { try KeyframeParsing.file("k.json", data: Data(json.utf8)) }
        guard case .file(let file, let problems)? = error else { return }
        #expect(file == "k.json")
        #expect(problems.map(\.place) == ["[1].time", "[0].deg", "[1].ease", "[2]"], "\(problems)")
        #expect(problems.first?.position?.description == "line 2, column 22")
    }

    @Test func timelinesRefuseImpossibleKeyframes() throws {
        #expect(throws: MotionError.self) { try Timeline([Keyframe(time: 0, degrees: 180), Keyframe(time: 1, degrees: 200)]) }
        #expect(throws: MotionError.self) { try Timeline([Keyframe(time: 1, degrees: 180), Keyframe(time: 1, degrees: 90)]) }
        #expect(throws: MotionError.self) { try Timeline([Keyframe(time: 0, degrees: 180)]) }
        #expect(throws: MotionError.self) { try Timeline([Keyframe(time: -1, degrees: 180), Keyframe(time: 1, degrees: 90)]) }
    }

    @Test func aReturningClipOfTwoSecondsAt30fpsHas60Frames() throws {
        let timeline = try Timeline(try KeyframeParsing.path("1.0 180 128 180"))
        let clip = try Clip(timeline: timeline, framesPerSecond: 30, plays: 0, pingPong: false)
        #expect(clip.frames.count == 60)
        #expect(clip.frames[0].degrees == 180 && clip.frames[30].degrees == 128)
        #expect(abs(clip.duration - 2) < 1e-12)
        // Played once, it ends on its last keyframe.
        let once = try Clip(timeline: timeline, framesPerSecond: 30, plays: 1, pingPong: false)
        #expect(once.frames.count == 61 && once.frames.last?.degrees == 180)
        // Ping-pong of a one-way move: forward with its end, back without repeating the ends.
        let oneWay = try Timeline(try KeyframeParsing.path("1 180 90"))
        let pp = try Clip(timeline: oneWay, framesPerSecond: 10, plays: 0, pingPong: true)
        #expect(pp.frames.count == 20 && pp.frames[10].degrees == 90 && pp.frames[19].degrees == pp.frames[1].degrees)
    }

    @Test func springFramesStayWithinTheHingesRange() throws {
        let timeline = try Timeline([Keyframe(time: 0, degrees: 128), Keyframe(time: 1, degrees: 180, easing: .spring)])
        let clip = try Clip(timeline: timeline, framesPerSecond: 60, plays: 1, pingPong: false)
        #expect(clip.frames.allSatisfy { (0...180).contains($0.degrees) })
        #expect(clip.frames.last?.degrees == 180)
    }

    @Test(arguments: [0.0, 1000, -5, .nan])
    func frameRatesOutOfRangeAreRefused(fps: Double) throws {
        let timeline = try Timeline(try KeyframeParsing.path("1 180 90"))
        #expect(throws: MotionError.self) { try Clip(timeline: timeline, framesPerSecond: fps, plays: 0, pingPong: false) }
    }

    @Test func cameraValuesCarryForwardBetweenKeyframes() throws {
        let t = try Timeline(try KeyframeParsing.inline("0:180@turn=10, 1:128, 2:180@turn=30"))
        #expect(t.movesCamera)
        #expect(t.pose(at: 0.5).turn == 10)
        #expect(abs(t.pose(at: 1.5).turn - 20) < 1e-9)
    }
}
