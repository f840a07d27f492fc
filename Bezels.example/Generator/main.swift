import Codecs
import Foundation
import Raster

// duo-bezel-art: draws the example bezel set (original art, never Apple's) and the sample captures.
//
//     swift run -c release duo-bezel-art --out Bezels.example

let usage = """
usage: duo-bezel-art [--out DIR] [--only art|captures]

Draws the example bezel art (four PNGs at 3x, the device's back and bezels.json) into DIR (default Bezels.example)
and the sample captures into DIR/captures.
"""

var outDirectory = "Bezels.example"
var only: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--out", "-o":
        guard let value = arguments.popFirst() else { FileHandle.standardError.write(Data("duo-bezel-art: --out needs a folder\n".utf8)); exit(1) }
        outDirectory = value
    case "--only":
        guard let value = arguments.popFirst(), value == "art" || value == "captures" else {
            FileHandle.standardError.write(Data("duo-bezel-art: --only takes art or captures\n".utf8)); exit(1)
        }
        only = value
    case "--help", "-h":
        print(usage); exit(0)
    default:
        FileHandle.standardError.write(Data("duo-bezel-art: unknown argument \(argument)\n\(usage)\n".utf8)); exit(1)
    }
}

func write(_ image: Image, _ path: String) {
    do {
        try ImageFile.write(image, to: path)
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        print("wrote \(path) (\(image.width)×\(image.height), \(size / 1024) KB)")
    } catch {
        FileHandle.standardError.write(Data("duo-bezel-art: \(error)\n".utf8)); exit(1)
    }
}

do {
    try FileManager.default.createDirectory(atPath: outDirectory + "/captures", withIntermediateDirectories: true)
} catch {
    FileHandle.standardError.write(Data("duo-bezel-art: \(outDirectory): cannot create the folder\n".utf8)); exit(1)
}
if only != "captures" {
    for (_, file, device) in ExampleSet.devices { write(device.render(), outDirectory + "/" + file) }
    write(ExampleSet.back.device.render(), outDirectory + "/" + ExampleSet.back.file)
    let manifestPath = outDirectory + "/bezels.json"
    guard FileManager.default.createFile(atPath: manifestPath, contents: Data(ExampleSet.manifest().utf8)) else {
        FileHandle.standardError.write(Data("duo-bezel-art: \(manifestPath): cannot write the file\n".utf8)); exit(1)
    }
    print("wrote \(manifestPath)")
}
if only != "art" {
    for (name, capture) in SampleScreens.all() { write(capture, outDirectory + "/captures/" + name + ".png") }
}
