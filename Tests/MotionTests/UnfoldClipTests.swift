import Codecs
import Foundation
import Mockup
import Raster
import Testing
import TestSupport
@testable import Motion

/// The unfold (`--path unfold`: "0:0@turn=90, 2:180@turn=0") through the clip renderer, on small
/// two-sided art (`TwoSidedTestArt`): it starts on the lit cover and ends on the lit inner display,
/// the inner display is black glass while the device keeps the cover lit, and nothing jumps from
/// one frame to the next, neither the outline nor the light (Docs/Geometry.md, "What must hold").
@Suite struct UnfoldClipTests {
    static let fps = 15.0

    /// Every frame of the unfold at `fps`, with the light of each, the hand-over fading over `fade` s.
    static func unfold(fade: Double = DuoDevice.handOverFade) throws -> (frames: [Image], clip: PreparedClip) {
        let dir = try ScratchRoot.folder("unfold")
        try ImageFile.write(TwoSidedTestArt.cover, to: dir + "/cover.png")
        try ImageFile.write(TwoSidedTestArt.inner, to: dir + "/inner.png")
        try ImageFile.write(TwoSidedTestArt.back, to: dir + "/back.png")
        let set = try BezelSet.load(directory: dir)
        var options = RenderOptions()
        options.pose = .book
        options.cover = dir + "/cover-capture.png"
        let inner = TwoSidedTestArt.capture(width: TwoSidedTestArt.innerScreen.width, height: TwoSidedTestArt.innerScreen.height, lead: 1)
        let cover = TwoSidedTestArt.capture(width: TwoSidedTestArt.coverScreen.width, height: TwoSidedTestArt.coverScreen.height, lead: 0)
        func decoded(_ i: Image) -> DecodedImage { DecodedImage(image: i, colour: ColourInfo(), format: .png, warnings: []) }
        let timeline = try Timeline(try KeyframeParsing.path("unfold"))
        let clip = try Clip(timeline: timeline, framesPerSecond: fps, plays: 1, pingPong: false)
        let prepared = try ClipRenderer.prepare(capture: decoded(inner), captureFile: "inner.png", bezels: .set(set),
                                                options: options, timeline: timeline, clip: clip, cover: decoded(cover),
                                                fade: fade)
        let frames = try clip.frames.indices.map { try ClipRenderer.frame($0, of: prepared) }
        return (frames, prepared)
    }

    /// The share of a frame's opaque pixels showing the cover capture (red-led) and the inner one (green-led).
    static func shown(_ image: Image) -> (cover: Double, inner: Double) {
        var cover = 0, inner = 0, all = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                guard p.a == 255 else { continue }
                all += 1
                let (r, g, b) = (Int(p.r), Int(p.g), Int(p.b))
                if r > g + 50 && r > b + 50 { cover += 1 }
                if g > r + 50 && g > b + 50 { inner += 1 }
            }
        }
        return (Double(cover) / Double(max(1, all)), Double(inner) / Double(max(1, all)))
    }

    /// Frame to frame: how much of the outline moved (Σ|Δα|/255, in pixels), and how much the
    /// light changed (the mean |Δ| of r, g, b over the pixels opaque in both frames).
    static func steps(_ frames: [Image]) -> (outline: [Double], light: [Double]) {
        var outline: [Double] = [], light: [Double] = []
        for (a, b) in zip(frames, frames.dropFirst()) {
            precondition(a.width == b.width && a.height == b.height, "a clip's frames share one canvas")
            var moved = 0.0, changed = 0.0, both = 0.0
            for y in 0..<a.height {
                for x in 0..<a.width {
                    let p = a[x, y], q = b[x, y]
                    moved += abs(Double(p.a) - Double(q.a)) / 255
                    if p.a == 255 && q.a == 255 {
                        both += 1
                        changed += (abs(Double(p.r) - Double(q.r)) + abs(Double(p.g) - Double(q.g)) + abs(Double(p.b) - Double(q.b))) / 3
                    }
                }
            }
            outline.append(moved)
            light.append(changed / max(1, both))
        }
        return (outline, light)
    }

    /// The steps that jump: larger than twice both neighbours' (a move that speeds up or a fade
    /// over several frames changes its neighbours too) plus `slack`.
    static func jumps(_ steps: [Double], slack: Double) -> [Int] {
        steps.indices.filter { i in
            let before = i > 0 ? steps[i - 1] : 0, after = i + 1 < steps.count ? steps[i + 1] : 0
            return steps[i] > 2 * max(before, after) + slack
        }
    }

    @Test func theUnfoldStartsOnTheLitCoverEndsOnTheLitInnerDisplayAndNeverJumps() throws {
        let (frames, prepared) = try Self.unfold()
        let lights = prepared.lights
        let degrees = prepared.clip.frames.map(\.degrees)
        #expect(frames.count == 31 && lights.count == frames.count)
        #expect(lights.first == .coverOnly && lights.last == .innerOnly, "\(lights)")
        // The inner display stays dark until the fold passes 150°, then fades in within the fade.
        for (light, d) in zip(lights, degrees) where d < DuoDevice.coverStaysLitUpTo {
            #expect(light == .coverOnly, "at \(d)°: \(light)")
        }
        let fading = lights.filter { $0.inner > 0 && $0.inner < 1 }.count
        #expect(fading >= 1 && fading <= Int((DuoDevice.handOverFade * Self.fps).rounded(.up)), "\(lights)")
        #expect(zip(lights, lights.dropFirst()).allSatisfy { $0.inner <= $1.inner }, "\(lights)")
        // What the frames show: the cover capture first, the inner capture last, and the inner
        // capture never while the inner display is dark.
        let first = Self.shown(frames[0]), last = Self.shown(frames[frames.count - 1])
        #expect(first.cover > 0.3 && first.inner == 0, "first frame: \(first)")
        #expect(last.inner > 0.5 && last.cover == 0, "last frame: \(last)")
        for (i, light) in lights.enumerated() where light.inner == 0 {
            #expect(Self.shown(frames[i]).inner == 0, "frame \(i) at \(degrees[i])°: the dark inner display shows its capture")
        }
        let (outline, light) = Self.steps(frames)
        let area = Double(frames[0].width * frames[0].height)
        #expect(Self.jumps(outline, slack: 0.002 * area).isEmpty, "the outline jumps: \(outline.map { Int($0) })")
        #expect(Self.jumps(light, slack: 1).isEmpty, "the light jumps: \(light.map { ($0 * 10).rounded() / 10 })")
        #expect(outline.max()! < 0.2 * area, "no step moves a fifth of the canvas: \(outline.map { Int($0) })")
    }

    /// The jump test can fail: a hand-over without a fade is a jump in the light.
    @Test func aHandOverWithoutAFadeIsAJump() throws {
        let (frames, _) = try Self.unfold(fade: 0)
        #expect(!Self.jumps(Self.steps(frames).light, slack: 1).isEmpty)
    }
}
