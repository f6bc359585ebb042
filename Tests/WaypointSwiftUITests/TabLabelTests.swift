import PhotoFeedSwiftUI
import Testing
import WaypointSwiftUI

/// What a tab shows in the tab bar: the app's title, symbol and badge, and the identifier for a
/// tab the app says nothing about.
@Suite("Tab labels")
struct TabLabelTests {
    @Test(arguments: [
        ("feed", TabLabel("Feed", systemImage: "photo.on.rectangle")),
        ("profile", TabLabel("Profile", systemImage: "person.crop.circle")),
        ("menu", TabLabel("Menu", systemImage: "line.3.horizontal")),
        ("stories", TabLabel("stories")),
    ])
    func photoFeedLabelsItsTabs(id: String, label: TabLabel) {
        #expect(PhotoFeedPage.tabLabel(for: id) == label)
    }

    @Test
    func aTabTheAppSaysNothingAboutShowsItsIdentifier() {
        let label = TabLabel(tabID: "search")
        #expect(label.title == "search" && label.systemImage == nil && label.badge == nil)
    }

    @Test(arguments: [
        (TabLabel.Badge.count(3), TabLabel.Badge?.some(.count(3))),
        (.count(0), nil),
        (.count(-2), nil),
        (.text("New"), .text("New")),
        (.text(""), nil),
    ])
    func aBadgeShowsOnlyWhenItSaysSomething(badge: TabLabel.Badge, shown: TabLabel.Badge?) {
        #expect(TabLabel("Inbox", badge: badge).visibleBadge == shown)
    }

    @Test
    func aLabelWithoutABadgeShowsNone() {
        #expect(TabLabel("Inbox", systemImage: "tray").visibleBadge == nil)
    }
}
