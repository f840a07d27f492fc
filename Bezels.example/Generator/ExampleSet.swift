import Raster

/// The example bezel set: one device per flat pose, the file names, and the manifest that
/// describes them: invariant: each device's screen is exactly the pose's 3x capture size.
enum ExampleSet {
    /// Pixels per point of the art.
    static let scale = 3
    static let creaseWidth = 40.0 * Double(scale)
    static let thickness = 30.0

    /// (pose name as in bezels.json, file name, device).
    static var devices: [(pose: String, file: String, device: DeviceArt)] {
        // The cover's camera sits in the clock column (trailing edge, top): 22 pt down, centred in
        // the 84 pt column. Turned sideways (a quarter counter-clockwise) it lies down the leading edge.
        let cover = DeviceArt(screenWidth: 466 * scale, screenHeight: 678 * scale, camera: (424.0 * 3, 22.0 * 3),
                              buttons: [DeviceArt.Button(edge: .right, start: 420, length: 200),
                                        DeviceArt.Button(edge: .left, start: 360, length: 150),
                                        DeviceArt.Button(edge: .left, start: 560, length: 150)])
        let coverTurned = DeviceArt(screenWidth: 678 * scale, screenHeight: 466 * scale, camera: (22.0 * 3, 42.0 * 3),
                                    buttons: [DeviceArt.Button(edge: .top, start: 420, length: 200),
                                              DeviceArt.Button(edge: .bottom, start: 360, length: 150),
                                              DeviceArt.Button(edge: .bottom, start: 560, length: 150)])
        let open = DeviceArt(screenWidth: 951 * scale, screenHeight: 669 * scale, hinge: .vertical,
                             buttons: [DeviceArt.Button(edge: .right, start: 420, length: 200)])
        let upright = DeviceArt(screenWidth: 669 * scale, screenHeight: 951 * scale, hinge: .horizontal,
                                buttons: [DeviceArt.Button(edge: .top, start: 420, length: 200)])
        return [("closed", "cover-portrait.png", cover), ("closed-turned", "cover-turned.png", coverTurned),
                ("open", "inner-sideways.png", open), ("upright", "inner-upright.png", upright)]
    }

    /// The device's back: the cover's body seen from the other side (its side buttons mirrored),
    /// with the camera module near the top of the edge away from the hinge.
    static var back: (file: String, device: DeviceArt) {
        var device = DeviceArt(screenWidth: 466 * scale, screenHeight: 678 * scale,
                               buttons: [DeviceArt.Button(edge: .left, start: 420, length: 200),
                                         DeviceArt.Button(edge: .right, start: 360, length: 150),
                                         DeviceArt.Button(edge: .right, start: 560, length: 150)])
        device.back = (cameraX: 250, cameraY: 340)
        return ("back.png", device)
    }

    /// bezels.json for the devices, in the format of Docs/Bezels.md.
    static func manifest() -> String {
        var entries: [String] = []
        for (pose, file, device) in devices {
            let r = device.screenRect
            var fields = ["\"file\": \"\(file)\"",
                          "\"screen\": {\"x\": \(r.x), \"y\": \(r.y), \"width\": \(r.width), \"height\": \(r.height)}",
                          "\"cornerRadius\": \(Int(device.screenRadius))"]
            if let hinge = device.hingeLine {
                fields.append("\"hinge\": \(hinge)")
                fields.append("\"creaseWidth\": \(Int(creaseWidth))")
            }
            fields.append("\"thickness\": \(Int(thickness))")
            entries.append("    \"\(pose)\": {\n      " + fields.joined(separator: ",\n      ") + "\n    }")
        }
        entries.append("    \"back\": {\"file\": \"\(back.file)\"}")
        return "{\n  \"format\": \"duo-mockup-bezels/1\",\n  \"bezels\": {\n" + entries.joined(separator: ",\n")
            + "\n  }\n}\n"
    }
}
