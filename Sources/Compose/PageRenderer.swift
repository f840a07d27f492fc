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
}

/// Draws spreads: the background across all of its pages, every page's devices (a spanning
/// page's in spread coordinates, so a device may straddle the cut), then each page's caption;
/// the result is cut into pages. Invariant: every page returned is exactly `size` and opaque.
public enum PageRenderer {
    public static func render(_ spread: Spread, mockups: [MockupKey: DeviceMockup],
                              painter: CaptionPainter?, space: ColourSpace = .sRGB) throws -> [Image] {
        let W = spread.size.width, H = spread.size.height, n = spread.pages.count
        var canvas = try BackgroundRenderer.render(spread.pages[0].style.background, width: W * n, height: H, space: space)
        for (k, page) in spread.pages.enumerated() {
            let devices = try page.devices.indices.map { i -> PageLayout.Device in
                guard let m = mockups[spread.mockupKeys[k][i]] else {
                    throw ComposeError("\(page.place).devices[\(i)]: its mock-up could not be rendered")
                }
                return PageLayout.Device(spec: page.devices[i], width: m.image.width, height: m.image.height,
                                         pointScale: m.pointScale)
            }
            let layout = PageLayout.make(size: spread.size, span: k == 0 ? n : 1, caption: page.style.caption,
                                         devices: devices, mirrored: spread.mirrored)
            for (i, frame) in layout.devices.enumerated() {
                let image = mockups[spread.mockupKeys[k][i]]!.image
                let w = max(1, Int(frame.width.rounded())), h = max(1, Int(frame.height.rounded()))
                let scaled = reduce(image, width: w, height: h)
                canvas.draw(scaled, atX: Int(frame.x.rounded()) + k * W, y: Int(frame.y.rounded()))
            }
        }
        var pages: [Image] = []
        for (k, page) in spread.pages.enumerated() {
            var image = n == 1 ? canvas : canvas.cropped(to: PixelRect(x: k * W, y: 0, width: W, height: H))
            let caption = spread.captions[k]
            if !caption.isEmpty, let painter {
                let layout = PageLayout.make(size: spread.size, span: 1, caption: page.style.caption, devices: [], mirrored: false)
                let box = layout.captionBoxes[0]
                let size = try spread.titleSizes[k] ?? painter.fit(caption, style: page.style.caption, box: box, pageWidth: W)
                try painter.draw(caption, style: page.style.caption, box: box, titleSize: size, pageWidth: W, into: &image)
            }
            pages.append(image)
        }
        return pages
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
