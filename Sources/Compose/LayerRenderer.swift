import Codecs
import Colour
import Foundation
import Raster
import TextEngine
import Warp

/// Draws a spread's free layers onto its pages: each layer becomes a picture on its own canvas
/// (`TextLayerPainter`, an image file resampled, a device's mock-up resampled), faded by its
/// opacity and placed with its anchor on its point: unturned, at whole pixels; turned, through the
/// package's one warp (bicubic, edges anti-aliased by their exact coverage). Invariant: layers
/// draw in their page's order, a spanning page's layers across all its pages; nothing outside a
/// layer's picture changes.
enum LayerRenderer {
    /// Draws every layer of the spread that reaches page `k` onto `image` (that page's pixels).
    static func draw(_ spread: Spread, page k: Int, mockups: [MockupKey: DeviceMockup], space: ColourSpace,
                     into image: inout Image) throws {
        let W = spread.size.width, H = spread.size.height
        for (owner, layers) in spread.layers.enumerated() where !layers.isEmpty {
            // Layers are placed in their own page's pixels; page `k` sees them shifted.
            let shift = Double((owner - k) * W)
            var deviceIndex = spread.pages[owner].devices.count
            for layer in layers {
                var mockup: DeviceMockup?
                if case .device = layer.content {
                    mockup = mockups[spread.mockupKeys[owner][deviceIndex]]
                    deviceIndex += 1
                    if mockup == nil { throw LayerError.mockupMissing(place: layer.place) }
                }
                guard let picture = try picture(layer, page: spread.pages[owner], size: spread.size,
                                                locale: spread.captions[owner].locale, mockup: mockup, space: space) else { continue }
                var placement = layer.placement
                if spread.mirrored {
                    placement.anchor = placement.anchor.mirrored
                    placement.rotate = -placement.rotate
                }
                let point = placement.point(pageWidth: Double(W), pageHeight: Double(H), mirrored: spread.mirrored)
                place(picture, anchor: placement.anchor, at: (point.x + shift, point.y), rotate: placement.rotate,
                      opacity: placement.opacity, into: &image)
            }
        }
    }

    /// The layer on its own canvas, at its size on a page of `size`; nil for text that is empty in this locale.
    static func picture(_ layer: PageLayer, page: StorePage, size: PixelSize, locale: String?, mockup: DeviceMockup?,
                        space: ColourSpace) throws -> LayerPicture? {
        let W = Double(size.width), H = Double(size.height), p = layer.placement
        switch layer.content {
        case .text(let style):
            guard case .literal(let text) = style.text, !text.isEmpty else { return nil }
            let layout = try TextLayerPainter.layout(text, style: style, fonts: style.fonts ?? page.style.caption.fonts,
                                                     pageHeight: size.height, width: p.width.map { $0 * W },
                                                     maxHeight: p.height.map { $0 * H }, locale: locale, place: layer.place)
            return try TextLayerPainter.picture(layout, style: style, space: space)
        case .image(let path):
            let decoded = try ImageFile.read(path: path)
            let source = ColourConversion(from: ColourSpace.of(decoded.colour).space, to: space).applied(to: decoded.image)
            return resized(source, width: p.width.map { $0 * W }, height: p.height.map { $0 * H })
        case .device:
            guard let mockup else { throw LayerError.mockupMissing(place: layer.place) }
            // A device with no size given stands 0.6 of the page tall.
            return resized(mockup.image, width: p.width.map { $0 * W }, height: p.height.map { $0 * H } ?? (p.width == nil ? 0.6 * H : nil))
        }
    }

    /// `source` resampled to fit `width` × `height` px keeping its shape (one given: the other
    /// follows; none: as it is), through the page renderer's reduction (box, then Lanczos-3).
    static func resized(_ source: Image, width: Double?, height: Double?) -> LayerPicture {
        let sw = Double(source.width), sh = Double(source.height)
        var scale = 1.0
        switch (width, height) {
        case let (w?, h?): scale = min(w / sw, h / sh)
        case let (w?, nil): scale = w / sw
        case let (nil, h?): scale = h / sh
        case (nil, nil): break
        }
        let w = max(1, Int((sw * scale).rounded())), h = max(1, Int((sh * scale).rounded()))
        let image = PageRenderer.reduce(source, width: w, height: h)
        return LayerPicture(image: image, frame: RectF(x: 0, y: 0, width: Double(w), height: Double(h)))
    }

    /// Composites `picture` so that its `anchor` point lands on `point` (px), turned `rotate`
    /// degrees clockwise about it, at `opacity`.
    static func place(_ picture: LayerPicture, anchor: LayerAnchor, at point: (x: Double, y: Double), rotate: Double,
                      opacity: Double, into image: inout Image) {
        guard opacity > 0 else { return }
        let a = picture.point(anchor)
        let turn = rotate.truncatingRemainder(dividingBy: 360)
        if turn == 0 {
            image.draw(picture.image, atX: Int((point.x - a.x).rounded()), y: Int((point.y - a.y).rounded()), opacity: opacity)
            return
        }
        var source = picture.image
        if opacity < 1 { source = source.mixed(with: Image(width: source.width, height: source.height), amount: 1 - opacity) }
        let r = turn * .pi / 180, c = cos(r), s = sin(r)
        // Page → picture: the anchor back to the origin, turned back, onto the picture's anchor.
        let back = Homography([c, s, a.x - c * point.x - s * point.y,
                               -s, c, a.y + s * point.x - c * point.y,
                               0, 0, 1])
        let w = Double(source.width), h = Double(source.height)
        let corners = [(0.0, 0.0), (w, 0), (w, h), (0, h)].map { (u, v) -> Point2D in
            let du = u - a.x, dv = v - a.y
            return Point2D(point.x + c * du - s * dv, point.y + s * du + c * dv)
        }
        guard let clip = ConvexPolygon(hullOf: corners) else { return }
        WarpEngine.warp(source, into: &image, destinationToSource: back, clip: clip, sampler: .bicubic)
    }

    /// The image files the spread's layers draw (for the pages' stamps and the inputs that are never written).
    static func imageFiles(_ spread: Spread) -> [String] {
        spread.layers.joined().compactMap { layer -> String? in if case .image(let path) = layer.content { path } else { nil } }
    }

    /// The font files the spread's text layers draw from, at their weights and their bold runs'.
    static func fontFiles(_ spread: Spread) -> [String] {
        var files = Set<String>()
        for (k, layers) in spread.layers.enumerated() {
            for layer in layers {
                guard case .text(let style) = layer.content else { continue }
                var caption = CaptionStyle()
                caption.fonts = style.fonts ?? spread.pages[k].style.caption.fonts
                let bold = TextCaptionPainter.emphasis(caption, weight: style.weight, colour: style.colour).weight
                for spec in caption.fonts {
                    for weight in Set([style.weight, bold]) {
                        if let font = try? FontLibrary.shared.font(FontSpec(parsing: spec), weight: weight) { files.insert(font.path) }
                    }
                }
            }
        }
        return files.sorted()
    }
}
