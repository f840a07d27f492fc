import Foundation
import Testing
@testable import Motion

/// Inputs the parser fuzzer found (Docs/Fuzzing.md): each was a crash of `animate` and is now
/// one error line.
@Suite struct FuzzFoundKeyframeTests {
    /// `--keyframes "@@@@@@@"`: an item of attributes without TIME:DEGREES indexed an empty list.
    /// `"2:0@ @1t6,0.2:155"` (round 2): an empty attribute between two `@` was read as a pair.
    @Test(arguments: ["@@@@@@@", "@", " @ , 1:180", "0:180, @spring", "2:0@ @1t6,0.2:155", "1:180@ =@"])
    func anItemOfOnlyAttributesIsRefused(text: String) {
        #expect(throws: KeyframeError.self) { _ = try KeyframeParsing.inline(text) }
    }

    /// A clip lasting 10³⁰⁰ s converted its frame count to Int (a crash); one lasting 10⁷ s
    /// sampled 3·10⁸ poses before the frame limit refused them. Both are refused before sampling.
    @Test(arguments: [1e300, 1e7, Double.greatestFiniteMagnitude]) func anEndlessClipIsRefusedBeforeSampling(end: Double) throws {
        let timeline = try Timeline([Keyframe(time: 0, degrees: 180), Keyframe(time: end, degrees: 128)])
        let start = Date()
        #expect(throws: MotionError.self) { _ = try Clip(timeline: timeline, framesPerSecond: 30, plays: 0, pingPong: true) }
        #expect(Date().timeIntervalSince(start) < 1, "refused without sampling")
    }
}
