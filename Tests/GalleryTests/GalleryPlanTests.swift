import Testing
import Codecs
@testable import Gallery
import Mockup

/// Which poses, angles and names a gallery plans for a capture of a given size.
struct GalleryPlanTests {
    @Test(arguments: [
        (466, 678, ["closed"]), (678, 466, ["closed-turned"]), (1398, 2034, ["closed"]),
        (951, 669, ["open", "book"]), (2853, 2007, ["open", "book"]), (669, 951, ["upright", "laptop"]),
    ])
    func defaultPosesFollowTheCaptureSize(w: Int, h: Int, poses: [String]) throws {
        let item = GalleryItem(capturePath: "c.png", name: "en-US/home")
        let outputs = try GalleryPlan.outputs(for: item, captureWidth: w, captureHeight: h)
        #expect(outputs.map(\.pose.name) == poses)
        for o in outputs {
            #expect(o.file.hasPrefix("en-US/home-\(o.pose.name)"))
            #expect(o.file.hasSuffix(".png"))
            #expect((o.degrees != nil) == o.pose.isFolded)
        }
    }

    @Test func foldedPosesCarryTheirDefaultAngleInTheName() throws {
        let open = try GalleryPlan.outputs(for: GalleryItem(capturePath: "c.png", name: "a"), captureWidth: 951, captureHeight: 669)
        #expect(open.map(\.file) == ["a-open.png", "a-book-\(Int(Pose.book.defaultDegrees!)).png"])
        let upright = try GalleryPlan.outputs(for: GalleryItem(capturePath: "c.png", name: "a"), captureWidth: 669, captureHeight: 951)
        #expect(upright.map(\.file) == ["a-upright.png", "a-laptop-\(Int(Pose.laptop.defaultDegrees!)).png"])
    }

    @Test func requestedPosesAreFilteredByFitAndAnglesMultiply() throws {
        let item = GalleryItem(capturePath: "c.png", name: "x", poses: [.closed, .book, .laptop],
                               angles: [.book: [90, 127.5]], format: .jpeg)
        let inner = try GalleryPlan.outputs(for: item, captureWidth: 951, captureHeight: 669)
        #expect(inner.map(\.file) == ["x-book-90.jpg", "x-book-127.5.jpg"])
        let turned = try GalleryPlan.outputs(for: item, captureWidth: 678, captureHeight: 466)
        #expect(turned.map(\.file) == ["x-closed-turned.jpg"])
        let none = try GalleryPlan.outputs(for: GalleryItem(capturePath: "c.png", name: "x", poses: [.laptop]),
                                          captureWidth: 466, captureHeight: 678)
        #expect(none.isEmpty)
    }

    @Test func anglesThatRoundAlikeStillGetTheirOwnNames() throws {
        // 12.96° and 13.04° both round to 13.0°: each must keep a file of its own.
        let item = GalleryItem(capturePath: "c.png", name: "x", poses: [.book], angles: [.book: [12.96, 13.04, 13]])
        let files = try GalleryPlan.outputs(for: item, captureWidth: 951, captureHeight: 669).map(\.file)
        #expect(files == ["x-book-12.96.png", "x-book-13.04.png", "x-book-13.png"])
        #expect(Set(files).count == files.count)
    }

    @Test func aCaptureOfNoDuoSizeIsRefusedWithItsSize() {
        #expect {
            try GalleryPlan.outputs(for: GalleryItem(capturePath: "odd.png", name: "odd"), captureWidth: 500, captureHeight: 500)
        } throws: { error in
            "\(error)".contains("odd.png") && "\(error)".contains("500×500")
        }
    }

    @Test func settingsKeyChangesWithEveryOption() {
        let base = GalleryItem(capturePath: "c.png", name: "x")
        var wider = base
        wider.options.framing.width = 800
        var jpeg = base
        jpeg.format = .jpeg
        var angled = base
        angled.angles = [.book: [100]]
        var quality = base
        quality.encode.jpeg.quality = 50
        let keys = [base, wider, jpeg, angled, quality].map(\.settingsKey)
        #expect(Set(keys).count == keys.count)
        #expect(base.settingsKey == GalleryItem(capturePath: "other.png", name: "y").settingsKey)
    }
}
