// A Mac tool that imports SwiftUI (or AppKit, StoreKit, Foundation) beside DuoMockup sees two
// `Image`s, `Path`s, `Font`s…: it must be able to say which it means as `DuoMockup.Image`. This
// file imports SwiftUI wherever it exists, so on macOS a qualification that does not resolve, or
// a module named like one of its types, fails to compile; everywhere, each name must reach the
// module that owns it.
#if canImport(SwiftUI)
import SwiftUI
#endif
import Foundation
import DuoMockup
import Testing

struct QualifiedNamesTests {
    /// Each public name that SwiftUI, AppKit, StoreKit, Foundation or Swift itself also use for
    /// something, written through the umbrella module, and the module it must come from.
    static let names: [(type: Any.Type, owner: String)] = [
        (DuoMockup.Image.self, "Raster.Image"),
        (DuoMockup.Path.self, "Raster.Path"),
        (DuoMockup.Mask.self, "Raster.Mask"),
        (DuoMockup.Orientation.self, "Raster.Orientation"),
        (DuoMockup.Font.self, "TextEngine.Font"),
        (DuoMockup.TextAlignment.self, "TextEngine.TextAlignment"),
        (DuoMockup.TextStyle.self, "TextEngine.TextStyle"),
        (DuoMockup.CaptionStyle.Alignment.self, "Compose.CaptionStyle.Alignment"),
        (DuoMockup.Display.self, "Mockup.Display"),
        (DuoMockup.Placement.self, "Mockup.Placement"),
        (DuoMockup.Pose.self, "Mockup.Pose"),
        (DuoMockup.Bezel.self, "Mockup.Bezel"),
        (DuoMockup.Camera.self, "Fold.Camera"),
        (DuoMockup.Lighting.self, "Fold.Lighting"),
        (DuoMockup.Sampler.self, "Warp.Sampler"),
        (DuoMockup.Frame.self, "Compose.Frame"),
        (DuoMockup.Store.self, "Compose.Store"),
        (DuoMockup.Background.self, "Compose.Background"),
        (DuoMockup.Spread.self, "Compose.Spread"),
        (DuoMockup.ComposeResult.self, "Compose.ComposeResult"),
        (DuoMockup.ContactSheet.Group.self, "Gallery.ContactSheet.Group"),
        (DuoMockup.GalleryPage.Group.self, "Gallery.GalleryPage.Group"),
        (DuoMockup.Shard.self, "Gallery.Shard"),
        (DuoMockup.Clip.self, "Motion.Clip"),
        (DuoMockup.Timeline.self, "Motion.Timeline"),
        (DuoMockup.Keyframe.self, "Motion.Keyframe"),
        (DuoMockup.Easing.self, "Motion.Easing"),
        (DuoMockup.Parallel.self, "Raster.Parallel"),
    ]

    @Test func everyClashingNameResolvesThroughTheUmbrellaModule() {
        for (type, owner) in Self.names {
            #expect(String(reflecting: type) == owner)
        }
    }
}
