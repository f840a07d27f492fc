import Testing
import Mockup
@testable import Compose

@Suite struct PageLayoutTests {
    static func device(_ spec: DeviceSpec, _ pose: Pose) -> PageLayout.Device {
        let (w, h) = pose.pointSize
        return PageLayout.Device(spec: spec, width: w * 3 + 60, height: h * 3 + 60, pointScale: 3)
    }

    @Test func aDeviceOnASpanStraddlesTheCutWhereItsCentreSays() {
        var spec = DeviceSpec(place: "p", capture: "c")
        spec.width = 1.5; spec.x = 1.0; spec.y = 0.6
        let size = PixelSize(1000, 1400)
        let layout = PageLayout.make(size: size, span: 2, caption: CaptionStyle(), devices: [Self.device(spec, .open)], mirrored: false)
        let f = layout.devices[0]
        #expect(abs(f.midX - 1000) < 1e-9)                      // centred on the cut between the two pages
        #expect(abs(f.width - 1500) < 1e-9)
        #expect(f.x < 1000 && f.maxX > 1000)
        #expect(abs(f.y + f.height / 2 - 840) < 1e-9)
        #expect(layout.captionBoxes.count == 2)
        let mirrored = PageLayout.make(size: size, span: 3, caption: CaptionStyle(), devices: [Self.device(spec, .open)], mirrored: true)
        #expect(abs(mirrored.devices[0].midX - 2000) < 1e-9)     // x → 3 − 1 page widths
    }

    @Test func devicesWithoutASizeShowAtTheirTrueRelativeSize() {
        let size = PixelSize(1000, 1400)
        let cover = Self.device(DeviceSpec(place: "a", capture: "a"), .closed)
        let inner = Self.device(DeviceSpec(place: "b", capture: "b"), .upright)
        let layout = PageLayout.make(size: size, span: 1, caption: CaptionStyle(), devices: [cover, inner], mirrored: false)
        let a = layout.devices[0], b = layout.devices[1]
        // Same pixels per point: heights in proportion to the art's heights.
        #expect(abs(a.height / b.height - Double(cover.height) / Double(inner.height)) < 1e-9)
        #expect(a.maxX <= b.x)                                  // side by side, in order
        #expect(a.x >= 60 - 1e-9 && b.maxX <= 940 + 1e-9)      // inside the margins (0.06 of 1000)
        let rtl = PageLayout.make(size: size, span: 1, caption: CaptionStyle(), devices: [cover, inner], mirrored: true)
        #expect(rtl.devices[1].maxX <= rtl.devices[0].x)        // mirrored: the order flips
        // A sized device sets the scale the others follow.
        var sized = cover
        sized.spec.height = 0.3
        let mixed = PageLayout.make(size: size, span: 1, caption: CaptionStyle(), devices: [sized, inner], mirrored: false)
        #expect(abs(mixed.devices[0].height - 420) < 1e-9)
        #expect(abs(mixed.devices[1].height / mixed.devices[0].height - Double(inner.height) / Double(cover.height)) < 1e-9)
    }

    @Test func theCaptionBoxSitsAboveOrBelowTheDeviceArea() {
        var style = CaptionStyle()
        style.position = .below
        let size = PixelSize(1000, 2000)
        let layout = PageLayout.make(size: size, span: 1, caption: style, devices: [Self.device(DeviceSpec(place: "a", capture: "a"), .closed)],
                                     mirrored: false)
        let box = layout.captionBoxes[0]
        #expect(abs(box.maxY - (2000 - 60)) < 1e-9 && abs(box.height - 440) < 1e-9)
        #expect(layout.devices[0].maxY <= box.y)
    }
}
