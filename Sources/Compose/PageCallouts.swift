import Mockup
import Raster

/// Draws the devices' outlines and zoom insets over a spread, once every device is drawn: each
/// device's mapping (`CaptureMapping`) placed where the page draws its mock-up, each inset inside
/// the device's own page. Invariant: a device without callouts over it changes nothing.
enum PageCallouts {
    static func draw(_ spread: Spread, placed: [(key: MockupKey, image: Image, rect: PixelRect)],
                     mockups: [MockupKey: DeviceMockup], into canvas: inout Image) throws {
        let W = Double(spread.size.width), H = Double(spread.size.height)
        // `placed` holds the spread's devices page by page, in each page's order.
        let owners = spread.pages.enumerated().flatMap { k, page in page.devices.map { (page: k, spec: $0) } }
        for (device, owner) in zip(placed, owners) where device.key.callouts.drawsOver {
            guard let mockup = mockups[device.key], let mapping = mockup.mapping else { continue }
            let onPage = mapping.placed(.init(scaleX: Double(device.rect.width) / Double(mockup.image.width),
                                              scaleY: Double(device.rect.height) / Double(mockup.image.height),
                                              dx: Double(device.rect.x), dy: Double(device.rect.y)))
            let page = RectF(x: Double(owner.page) * W, y: 0, width: W, height: H)
            try CalloutPainter.draw(device.key.callouts, mapping: onPage, zoomSource: mockup.zoomSource, area: page, unit: W,
                                    mirrored: spread.mirrored, setting: owner.spec.place + ".zoom", into: &canvas)
        }
    }
}
