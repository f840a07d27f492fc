import Colour
import Raster

/// One spread to draw: its pages (one, or a spanning page and the pages it covers), their
/// captions, and the title size each caption gets. Invariant: `pages`, `captions` and
/// `titleSizes` have the same count, which is `pages[0].span`.
public struct Spread: Sendable {
    public var size: PixelSize
    public var pages: [StorePage]
    public var captions: [PageCaption]
    public var titleSizes: [Double?]
    /// Devices' resolved capture files, per page, in each page's device order.
    public var mockupKeys: [[MockupKey]]
    public var mirrored: Bool
    /// Each page's free layers in this locale (texts literal, images resolved); a page's device
    /// layers show the mock-ups after its devices' in `mockupKeys`. Empty: no page has layers.
    public var layers: [[PageLayer]] = []
}

/// Draws spreads: the background across all of its pages, every page's devices (a spanning
/// page's in spread coordinates, so a device may straddle the cut), then each page's caption;
/// the result is cut into pages. Invariant: every page returned is exactly `size`, and opaque
/// unless its background is `.transparent`.
package enum PageRenderer {
    public static func render(_ spread: Spread, mockups: [MockupKey: DeviceMockup],
                              painter: CaptionPainter?, space: ColourSpace = .sRGB) throws -> [Image] {
        let W = spread.size.width, H = spread.size.height, n = spread.pages.count
        var canvas = try BackgroundRenderer.render(spread.pages[0].style.background, width: W * n, height: H, space: space)
        let placed = try placedDevices(spread, mockups: mockups)
        for device in placed {
            canvas.draw(reduce(device.image, width: device.rect.width, height: device.rect.height),
                        atX: device.rect.x, y: device.rect.y)
        }
        try PageCallouts.draw(spread, placed: placed, mockups: mockups, into: &canvas)
        var pages: [Image] = []
        for k in spread.pages.indices {
            var image = n == 1 ? canvas : canvas.cropped(to: PixelRect(x: k * W, y: 0, width: W, height: H))
            try drawCaption(spread, page: k, painter: painter, into: &image)
            try LayerRenderer.draw(spread, page: k, mockups: mockups, space: space, into: &image)
            pages.append(image)
        }
        return pages
    }

    /// Every device of the spread in drawing order: its key, its mock-up, and where it goes on
    /// the spread's canvas (a spanning page's in spread coordinates).
    static func placedDevices(_ spread: Spread, mockups: [MockupKey: DeviceMockup]) throws
        -> [(key: MockupKey, image: Image, rect: PixelRect)] {
        let n = spread.pages.count, W = spread.size.width
        var placed: [(key: MockupKey, image: Image, rect: PixelRect)] = []
        for (k, page) in spread.pages.enumerated() {
            let devices = try page.devices.indices.map { i -> PageLayout.Device in
                guard let m = mockups[spread.mockupKeys[k][i]] else {
                    throw PageError.mockupMissing(place: page.place, device: i)
                }
                return PageLayout.Device(spec: page.devices[i], width: m.image.width, height: m.image.height,
                                         pointScale: m.pointScale)
            }
            let layout = PageLayout.make(size: spread.size, span: k == 0 ? n : 1, caption: page.style.caption,
                                         devices: devices, mirrored: spread.mirrored)
            for (i, frame) in layout.devices.enumerated() {
                let key = spread.mockupKeys[k][i]
                let rect = PixelRect(x: Int(frame.x.rounded()) + k * W, y: Int(frame.y.rounded()),
                                     width: max(1, Int(frame.width.rounded())), height: max(1, Int(frame.height.rounded())))
                placed.append((key, mockups[key]!.image, rect))
            }
        }
        return placed
    }

    /// Draws page `k`'s caption (when it has one and there is a painter) into `image`.
    static func drawCaption(_ spread: Spread, page k: Int, painter: CaptionPainter?, into image: inout Image) throws {
        let page = spread.pages[k], caption = spread.captions[k], W = spread.size.width
        guard !caption.isEmpty, let painter else { return }
        let layout = PageLayout.make(size: spread.size, span: 1, caption: page.style.caption, devices: [], mirrored: false)
        let box = layout.captionBoxes[0]
        let size = try spread.titleSizes[k] ?? painter.fit(caption, style: page.style.caption, box: box, pageWidth: W)
        try painter.draw(caption, style: page.style.caption, box: box, titleSize: size, pageWidth: W, into: &image)
    }

    /// A one-page spread whose device `playing` shows a recording, in layers: everything under
    /// that device, everything over it (the devices after it and the caption) on a transparent
    /// layer, and where it goes. A frame of the page's video is the device's frame between them.
    public static func videoLayers(_ spread: Spread, mockups: [MockupKey: DeviceMockup], painter: CaptionPainter?,
                                   playing: MockupKey, space: ColourSpace = .sRGB) throws -> PageVideoLayers {
        precondition(spread.pages.count == 1, "a page's video is one page")
        let W = spread.size.width, H = spread.size.height
        var under = try BackgroundRenderer.render(spread.pages[0].style.background, width: W, height: H, space: space)
        var over = Image(width: W, height: H)
        var rect: PixelRect?
        for device in try placedDevices(spread, mockups: mockups) {
            if device.key == playing && rect == nil { rect = device.rect; continue }
            let scaled = reduce(device.image, width: device.rect.width, height: device.rect.height)
            if rect == nil { under.draw(scaled, atX: device.rect.x, y: device.rect.y) } else { over.draw(scaled, atX: device.rect.x, y: device.rect.y) }
        }
        try drawCaption(spread, page: 0, painter: painter, into: &over)
        try LayerRenderer.draw(spread, page: 0, mockups: mockups, space: space, into: &over)
        guard let rect else { throw PageError.recordingDeviceNotPlaced(place: spread.pages[0].place) }
        return PageVideoLayers(under: under, over: over, device: rect)
    }

    /// The mock-up at `width`×`height`: when shrinking by more than 2, first a box filter by a whole
    /// factor down to about twice the size, then Lanczos-3 (Pillow's `reducing_gap` idea): the
    /// same look, at a fraction of the cost of a Lanczos kernel as wide as the shrink.
    static func reduce(_ image: Image, width: Int, height: Int) -> Image {
        if width == image.width && height == image.height { return image }
        var source = image
        let factor = min(image.width / max(width, 1), image.height / max(height, 1)) / 2
        if factor >= 2 {
            source = image.resized(width: max(1, image.width / factor), height: max(1, image.height / factor), filter: .box)
        }
        return source.resized(width: width, height: height, filter: .lanczos3)
    }
}

/// A page's video in layers: the page under the playing device, the transparent layer over it
/// (later devices, the caption), and the device's place. Invariant: `under` and `over` have the
/// page's size; `device` is where the device's frames go.
package struct PageVideoLayers: Sendable {
    public var under: Image
    public var over: Image
    public var device: PixelRect

    /// One frame of the page: `device` (a frame of the device's mock-up) resized to its place if
    /// it is not that size already, between the layers.
    public func page(with device: Image) -> Image {
        var page = under
        page.draw(PageRenderer.reduce(device, width: self.device.width, height: self.device.height),
                  atX: self.device.x, y: self.device.y)
        page.draw(over, atX: 0, y: 0)
        return page
    }
}
