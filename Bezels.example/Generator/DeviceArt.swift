import Raster

/// Original bezel art of a plausible foldable phone, drawn at 3x around a screen hole of exactly
/// the capture's size: invariant: the hole is `screenRect` (pixel-aligned, corner radius
/// `screenRadius`) and everything else the art draws is inside the device's outline.
struct DeviceArt {
    /// A side of the device.
    enum Edge { case top, bottom, left, right }
    /// A button on a side: where it starts and how long it is, in px along the side from its
    /// top or left end of the screen.
    struct Button { var edge: Edge; var start: Double; var length: Double }
    /// The hinge's direction: down the middle (open) or across it (upright).
    enum Hinge { case vertical, horizontal }

    var screenWidth: Int
    var screenHeight: Int
    var screenRadius = 150.0
    /// The punch-hole camera's centre, in screen pixels, if the display has one.
    var camera: (x: Double, y: Double)?
    var hinge: Hinge?
    var buttons: [Button] = []
    /// The device's back instead of a display: a frosted-glass panel inside the frame, no screen
    /// hole, and a camera module (its centre in the same px as `screenRect`'s).
    var back: (cameraX: Double, cameraY: Double)?

    /// Transparent room around the body (buttons and the hinge barrel stand out into it).
    static let margin = 12
    /// The metal frame's width and the black glass border's, in px.
    static let frameWidth = 30.0
    static let glassWidth = 42.0
    static var screenInset: Int { margin + Int(frameWidth + glassWidth) }

    var width: Int { screenWidth + 2 * DeviceArt.screenInset }
    var height: Int { screenHeight + 2 * DeviceArt.screenInset }
    var screenRect: PixelRect {
        PixelRect(x: DeviceArt.screenInset, y: DeviceArt.screenInset, width: screenWidth, height: screenHeight)
    }
    /// The hinge line in art px (x for vertical, y for horizontal): the screen's middle.
    var hingeLine: Double? {
        switch hinge {
        case .vertical: return Double(screenRect.x) + Double(screenWidth) / 2
        case .horizontal: return Double(screenRect.y) + Double(screenHeight) / 2
        case nil: return nil
        }
    }

    /// A rounded rectangle concentric with the screen, `outset` px outside its edge.
    func outline(_ outset: Double) -> (rect: RectF, radius: Double) {
        (RectF(screenRect).insetBy(-outset), screenRadius + outset)
    }

    // Colours (straight alpha).
    static let metalTint = (r: 0.93, g: 0.94, b: 0.97)
    static let metalLight = StraightRGBA8(r: 214, g: 216, b: 222)
    static let metalMid = StraightRGBA8(r: 150, g: 153, b: 161)
    static let metalDark = StraightRGBA8(r: 92, g: 95, b: 103)
    static let groove = StraightRGBA8(r: 24, g: 25, b: 28)
    static let glassTop = StraightRGBA8(r: 16, g: 17, b: 20)
    static let glassBottom = StraightRGBA8(r: 6, g: 6, b: 8)

    func render() -> Image {
        var art = Image(width: width, height: height)
        let (outer, outerRadius) = outline(DeviceArt.frameWidth + DeviceArt.glassWidth)
        let light = (x: 0.0, y: 0.0)
        drawButtons(on: &art)
        // The metal frame: a rounded edge lit from the top left.
        let frameArea = outer.enclosingRect
        let shading = FrameShading(screen: RectF(screenRect), screenRadius: screenRadius, inner: DeviceArt.glassWidth,
                                   outer: DeviceArt.glassWidth + DeviceArt.frameWidth)
        art.draw(shading.image(over: frameArea, tint: DeviceArt.metalTint), atX: frameArea.x, y: frameArea.y,
                 mask: Image.roundedRectMask(outer, radius: outerRadius, over: frameArea))
        if hinge != nil { drawFrameSplit(on: &art) }
        if let back {
            drawBack(on: &art, camera: (Double(screenRect.x) + back.cameraX, Double(screenRect.y) + back.cameraY))
            return art
        }
        // A dark groove, then the black glass around the screen.
        let (grooveRect, grooveRadius) = outline(DeviceArt.glassWidth + 2)
        art.fillRoundedRect(grooveRect, radius: grooveRadius, colour: DeviceArt.groove)
        let (glass, glassRadius) = outline(DeviceArt.glassWidth)
        art.fillRoundedRect(glass, radius: glassRadius, gradient: LinearGradient(from: (0, 0), to: (0, Double(height)),
            stops: [(0, DeviceArt.glassTop), (1, DeviceArt.glassBottom)]))
        // A faint reflection along the glass's top-left.
        art.fillRoundedRect(glass, radius: glassRadius, gradient: LinearGradient(from: light, to: (Double(width) * 0.4, Double(height) * 0.4),
            stops: [(0, StraightRGBA8(r: 255, g: 255, b: 255, a: 22)), (1, StraightRGBA8(r: 255, g: 255, b: 255, a: 0))]))
        if hinge != nil { drawGlassSeam(on: &art) }
        // The screen: a hole of exactly the capture's size.
        art.fillRoundedRect(RectF(screenRect), radius: screenRadius, colour: StraightRGBA8(r: 0, g: 0, b: 0),
                            mode: .destinationOut)
        if hinge != nil { drawHingeBarrels(on: &art) }
        if let camera { drawCamera(on: &art, x: Double(screenRect.x) + camera.x, y: Double(screenRect.y) + camera.y) }
        return art
    }

    /// Buttons standing 5 px out of the frame's sides, drawn first so the frame overlaps their base.
    private func drawButtons(on art: inout Image) {
        let (outer, _) = outline(DeviceArt.frameWidth + DeviceArt.glassWidth)
        for button in buttons {
            let rect: RectF
            switch button.edge {
            case .left: rect = RectF(x: outer.minX - 6, y: Double(screenRect.y) + button.start, width: 16, height: button.length)
            case .right: rect = RectF(x: outer.maxX - 10, y: Double(screenRect.y) + button.start, width: 16, height: button.length)
            case .top: rect = RectF(x: Double(screenRect.x) + button.start, y: outer.minY - 6, width: button.length, height: 16)
            case .bottom: rect = RectF(x: Double(screenRect.x) + button.start, y: outer.maxY - 10, width: button.length, height: 16)
            }
            let along = button.edge == .left || button.edge == .right
            art.fillRoundedRect(rect, radius: 5, gradient: LinearGradient(
                from: (rect.minX, rect.minY), to: along ? (rect.maxX, rect.minY) : (rect.minX, rect.maxY),
                stops: [(0, DeviceArt.metalMid), (0.5, DeviceArt.metalLight), (1, DeviceArt.metalDark)]))
        }
    }

    /// The frame is two pieces that meet at the hinge: a dark split through the metal at both ends.
    private func drawFrameSplit(on art: inout Image) {
        guard let line = hingeLine, let hinge else { return }
        let (outer, _) = outline(DeviceArt.frameWidth + DeviceArt.glassWidth)
        let depth = DeviceArt.frameWidth + 4
        let gap = 6.0
        let pieces: [RectF] = hinge == .vertical
            ? [RectF(x: line - gap / 2, y: outer.minY, width: gap, height: depth),
               RectF(x: line - gap / 2, y: outer.maxY - depth, width: gap, height: depth)]
            : [RectF(x: outer.minX, y: line - gap / 2, width: depth, height: gap),
               RectF(x: outer.maxX - depth, y: line - gap / 2, width: depth, height: gap)]
        var body = Image(width: art.width, height: art.height)
        for piece in pieces { body.fillRoundedRect(piece, radius: 1, colour: StraightRGBA8(r: 30, g: 31, b: 35)) }
        // Only where the body is: sourceAtop keeps the split inside the frame's outline.
        art.draw(body, atX: 0, y: 0, mode: .sourceAtop)
    }

    /// Where the two glass halves meet: a faint line across the black border.
    private func drawGlassSeam(on art: inout Image) {
        guard let line = hingeLine, let hinge else { return }
        let (glass, _) = outline(DeviceArt.glassWidth)
        let colour = StraightRGBA8(r: 44, g: 45, b: 50)
        let rects: [RectF] = hinge == .vertical
            ? [RectF(x: line - 1, y: glass.minY, width: 2, height: DeviceArt.glassWidth),
               RectF(x: line - 1, y: glass.maxY - DeviceArt.glassWidth, width: 2, height: DeviceArt.glassWidth)]
            : [RectF(x: glass.minX, y: line - 1, width: DeviceArt.glassWidth, height: 2),
               RectF(x: glass.maxX - DeviceArt.glassWidth, y: line - 1, width: DeviceArt.glassWidth, height: 2)]
        for rect in rects { art.fillRoundedRect(rect, radius: 0, colour: colour) }
    }

    /// The hinge's barrel, a metal cylinder showing at both ends of the hinge line.
    private func drawHingeBarrels(on art: inout Image) {
        guard let line = hingeLine, let hinge else { return }
        let (outer, _) = outline(DeviceArt.frameWidth + DeviceArt.glassWidth)
        let length = 84.0, across = 22.0, standOut = 7.0
        let barrels: [RectF] = hinge == .vertical
            ? [RectF(x: line - length / 2, y: outer.minY - standOut, width: length, height: across),
               RectF(x: line - length / 2, y: outer.maxY + standOut - across, width: length, height: across)]
            : [RectF(x: outer.minX - standOut, y: line - length / 2, width: across, height: length),
               RectF(x: outer.maxX + standOut - across, y: line - length / 2, width: across, height: length)]
        for barrel in barrels {
            // Shaded across its axis like a cylinder, with a dark pivot line at the hinge.
            let acrossAxis = hinge == .vertical
                ? (from: (x: barrel.minX, y: barrel.minY), to: (x: barrel.maxX, y: barrel.minY))
                : (from: (x: barrel.minX, y: barrel.minY), to: (x: barrel.minX, y: barrel.maxY))
            art.fillRoundedRect(barrel, radius: across / 2, gradient: LinearGradient(from: acrossAxis.from, to: acrossAxis.to, stops: [
                (0, StraightRGBA8(r: 70, g: 72, b: 78)), (0.25, DeviceArt.metalLight), (0.5, DeviceArt.metalMid),
                (0.75, DeviceArt.metalLight), (1, StraightRGBA8(r: 70, g: 72, b: 78))]))
            let pivot = hinge == .vertical
                ? RectF(x: line - 1.5, y: barrel.minY + 2, width: 3, height: across - 4)
                : RectF(x: barrel.minX + 2, y: line - 1.5, width: across - 4, height: 3)
            art.fillRoundedRect(pivot, radius: 1.5, colour: StraightRGBA8(r: 40, g: 41, b: 46))
        }
    }

    /// The back: a groove inside the frame, a frosted-glass panel darker towards the bottom, and
    /// a raised camera module with three lenses and a flash.
    private func drawBack(on art: inout Image, camera: (x: Double, y: Double)) {
        let (grooveRect, grooveRadius) = outline(DeviceArt.glassWidth + 2)
        art.fillRoundedRect(grooveRect, radius: grooveRadius, colour: DeviceArt.groove)
        let (panel, panelRadius) = outline(DeviceArt.glassWidth)
        art.fillRoundedRect(panel, radius: panelRadius, gradient: LinearGradient(from: (0, 0), to: (Double(width), Double(height)),
            stops: [(0, StraightRGBA8(r: 104, g: 110, b: 124)), (1, StraightRGBA8(r: 70, g: 75, b: 88))]))
        let module = RectF(x: camera.x - 150, y: camera.y - 260, width: 300, height: 520)
        art.fillRoundedRect(module.insetBy(-6), radius: 96, colour: StraightRGBA8(r: 40, g: 42, b: 48))
        art.fillRoundedRect(module, radius: 90, gradient: LinearGradient(from: (module.minX, module.minY), to: (module.maxX, module.maxY),
            stops: [(0, DeviceArt.metalMid), (1, DeviceArt.metalDark)]))
        for dy in [-150.0, 0, 150] {
            art.fillCircle(x: camera.x, y: camera.y + dy, radius: 64, colour: StraightRGBA8(r: 18, g: 19, b: 22))
            art.fillCircle(x: camera.x, y: camera.y + dy, radius: 46, colour: StraightRGBA8(r: 26, g: 32, b: 52))
            art.fillCircle(x: camera.x, y: camera.y + dy, radius: 24, colour: StraightRGBA8(r: 6, g: 8, b: 14))
            art.fillCircle(x: camera.x - 14, y: camera.y + dy - 14, radius: 8, colour: StraightRGBA8(r: 130, g: 140, b: 180, a: 190))
        }
        art.fillCircle(x: camera.x + 230, y: camera.y - 150, radius: 26, colour: StraightRGBA8(r: 236, g: 226, b: 196))
    }

    /// A punch-hole camera: black glass, a dark blue lens ring and a small highlight.
    private func drawCamera(on art: inout Image, x: Double, y: Double) {
        art.fillCircle(x: x, y: y, radius: 19, colour: StraightRGBA8(r: 4, g: 4, b: 6))
        art.fillCircle(x: x, y: y, radius: 12, colour: StraightRGBA8(r: 22, g: 28, b: 46))
        art.fillCircle(x: x, y: y, radius: 7, colour: StraightRGBA8(r: 6, g: 8, b: 14))
        art.fillCircle(x: x - 4, y: y - 4, radius: 2.5, colour: StraightRGBA8(r: 120, g: 130, b: 170, a: 200))
    }
}
