import Raster

extension Bezel {
    /// The same device turned a quarter counter-clockwise: cover portrait art as the cover turned.
    func turnedCounterClockwise(as pose: Pose) -> Bezel {
        let r = screen.rect
        let rect = PixelRect(x: r.y, y: art.width - r.x - r.width, width: r.height, height: r.width)
        let turnedScreen = ScreenShape(rect: rect, cornerRadius: screen.cornerRadius,
                                       mask: screen.mask.oriented(.quarterTurnCounterClockwise))
        var turned = Bezel(pose: pose, path: path, art: art.oriented(.quarterTurnCounterClockwise), screen: turnedScreen,
                           thickness: thickness, isTurnedCopy: true)
        turned.colour = colour
        turned.colourWarning = colourWarning
        return turned
    }
}
