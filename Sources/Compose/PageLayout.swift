/// A rectangle in pixels with fractional edges, for layout before anything is drawn.
public struct Frame: Sendable, Equatable {
    public var x: Double, y: Double, width: Double, height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
}

/// Where everything of one page (or one spread of `span` pages) goes: a caption box per page,
/// in that page's pixels, and a frame per device, in the spread's pixels (page k starts at
/// x = k × page width). Invariant: `devices` is in the order of the page's device list.
public struct PageLayout: Sendable, Equatable {
    public var captionBoxes: [Frame]
    public var devices: [Frame]

    /// What the layout needs to know of one device: its spec and its rendered mock-up's size and scale.
    public struct Device: Sendable {
        public var spec: DeviceSpec
        public var width: Int
        public var height: Int
        /// The mock-up's pixels per point of the device.
        public var pointScale: Double
        public init(spec: DeviceSpec, width: Int, height: Int, pointScale: Double) {
            self.spec = spec; self.width = width; self.height = height; self.pointScale = pointScale
        }
    }

    /// Lays out a page of `size` spanning `span` pages. Devices with a size keep it; the others
    /// share one scale in pixels per point (the first sized device's, else the largest that fits
    /// them side by side in the device area), so that they show at their true relative size.
    /// Devices with a centre keep it; the others stand in a row centred in the device area.
    /// `mirrored` (a right-to-left locale whose style asks for it) flips x across the spread.
    public static func make(size: PixelSize, span: Int, caption: CaptionStyle, devices: [Device],
                            mirrored: Bool) -> PageLayout {
        let W = Double(size.width), H = Double(size.height), N = Double(span)
        let m = caption.margin * W
        let boxH = caption.boxHeight * H
        let boxY: Double = caption.position == .below ? H - m - boxH : m
        let box = Frame(x: m, y: boxY, width: W - 2 * m, height: boxH)
        var area: Frame
        switch caption.position {
        case .above: area = Frame(x: m, y: m + boxH + m, width: N * W - 2 * m, height: H - 3 * m - boxH)
        case .below: area = Frame(x: m, y: m, width: N * W - 2 * m, height: H - 3 * m - boxH)
        case .over: area = Frame(x: m, y: m, width: N * W - 2 * m, height: H - 2 * m)
        }
        area.height = max(area.height, 1)

        // Page pixels per mock-up pixel, for the devices that give their own size.
        func ownScale(_ d: Device) -> Double? {
            if let h = d.spec.height { return h * H / Double(d.height) }
            if let w = d.spec.width { return w * W / Double(d.width) }
            return nil
        }
        let unsized = devices.indices.filter { ownScale(devices[$0]) == nil }
        var perPoint: Double
        if let first = devices.first(where: { ownScale($0) != nil }) {
            perPoint = ownScale(first)! * first.pointScale
        } else {
            let gap = m / 2
            let widthPoints = unsized.reduce(0.0) { $0 + Double(devices[$1].width) / devices[$1].pointScale }
            let heightPoints = unsized.map { Double(devices[$0].height) / devices[$0].pointScale }.max() ?? 1
            let gaps = gap * Double(max(unsized.count - 1, 0))
            perPoint = min((area.width - gaps) / max(widthPoints, 1e-9), area.height / heightPoints)
        }
        perPoint = max(perPoint, 1e-6)

        var frames = devices.map { d -> Frame in
            let f = ownScale(d) ?? perPoint / d.pointScale
            let w = Double(d.width) * f, h = Double(d.height) * f
            return Frame(x: 0, y: 0, width: w, height: h)
        }
        // Centres: given ones in page fractions; the rest in a centred row.
        let placedInRow = devices.indices.filter { devices[$0].spec.x == nil }
        let gap = m / 2
        let rowWidth = placedInRow.reduce(0.0) { $0 + frames[$1].width } + gap * Double(max(placedInRow.count - 1, 0))
        var cursor = area.midX - rowWidth / 2
        for i in (mirrored ? placedInRow.reversed() : placedInRow) {
            frames[i].x = cursor
            frames[i].y = area.y + (area.height - frames[i].height) / 2
            cursor += frames[i].width + gap
        }
        for i in devices.indices {
            guard let cx = devices[i].spec.x, let cy = devices[i].spec.y else { continue }
            let x = mirrored ? N - cx : cx
            frames[i].x = x * W - frames[i].width / 2
            frames[i].y = cy * H - frames[i].height / 2
        }
        return PageLayout(captionBoxes: Array(repeating: box, count: span), devices: frames)
    }
}
