extension NavigationState {
    /// Renders the state as an indented text tree, one container or screen per line.
    ///
    /// ```text
    /// tabs
    ///   tab feed (selected)
    ///     feed
    ///     user(userId: self)  <- top
    ///   tab profile
    ///     profile
    /// ```
    /// A split view lists its items, the selected one marked, then its columns:
    ///
    /// ```text
    /// split (items: albums, recents; selected: albums)
    ///   sidebar
    ///     library
    ///   detail
    ///     album(id: 7)  <- top
    /// ```
    /// Presented layers follow the root at the same depth, bottom first, each naming its style.
    /// The CLI and test failures print this tree.
    public func render() -> String {
        var lines: [String] = []
        let top = layers.isEmpty ? -1 : layers.count - 1
        render(root, depth: 0, isTop: top == -1, into: &lines)
        for (index, layer) in layers.enumerated() {
            var header = "presented \(layer.style)"
            if layer.hasCloseButton { header += " (close button)" }
            lines.append(header)
            render(layer.container, depth: 1, isTop: index == top, into: &lines)
        }
        return lines.joined(separator: "\n")
    }

    private func render(
        _ container: NavigationContainer, depth: Int, isTop: Bool, into lines: inout [String]
    ) {
        let indent = String(repeating: "  ", count: depth)
        switch container {
        case .screen(let screen):
            lines.append(indent + screen.description + (isTop ? "  <- top" : ""))
        case .stack(let screens):
            lines.append(indent + "stack")
            render(screens, depth: depth + 1, markLast: isTop, into: &lines)
        case .tabs(let tabs, let selected):
            lines.append(indent + "tabs")
            for tab in tabs {
                let isSelected = tab.id == selected
                lines.append(indent + "  tab \(tab.id)" + (isSelected ? " (selected)" : ""))
                render(tab.stack, depth: depth + 2, markLast: isTop && isSelected, into: &lines)
            }
        case .split(let split):
            var header = indent + "split"
            if !split.items.isEmpty || split.selection != nil {
                let selected = split.selection.map { "; selected: \($0)" } ?? ""
                header += " (items: \(split.items.joined(separator: ", "))\(selected))"
            }
            lines.append(header)
            for column in SplitView.Column.allCases {
                guard let screens = split.stack(column) else { continue }
                lines.append(indent + "  \(column.rawValue)" + (screens.isEmpty ? " (empty)" : ""))
                render(screens, depth: depth + 2, markLast: isTop && split.topColumn == column, into: &lines)
            }
        }
    }

    private func render(_ screens: [Screen], depth: Int, markLast: Bool, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        for (index, screen) in screens.enumerated() {
            let mark = markLast && index == screens.count - 1 ? "  <- top" : ""
            lines.append(indent + screen.description + mark)
        }
    }
}
