/// The `Codable` form of a navigation state: keys a person writes by hand in a state file, a
/// test case or a bug report, and that state restoration stores.
///
/// ```json
/// {"root": {"tabs": [{"id": "feed", "stack": ["feed", {"kind": "post", "info": {"id": "7"}}]},
///                    {"id": "profile"}],
///           "selected": "feed"},
///  "layers": [{"container": {"stack": ["composer"]}, "style": "pageSheet", "hasCloseButton": true}]}
/// ```
///
/// A container is `{"screen": S}`, `{"stack": [S, …]}`, `{"tabs": [T, …], "selected": ID}` or
/// `{"split": {"sidebar": [S, …], "items": [ID, …], "selection": ID, "content": [S, …],
/// "detail": [S, …]}}`. A screen is its kind alone (`"feed"`) or `{"kind": …, "info": {…}}`. A
/// tab's `stack` defaults to one screen named after the tab; a split's `items` and `detail` to
/// none, and leaving out `selection` or `content` means nothing is selected or there are two
/// columns; a layer's `style` to `automatic` and `hasCloseButton` to `false`; a state's `layers`
/// to none. A stack and a split's sidebar hold at least one screen, and a split's selection is
/// one of its items. Decoding errors say which key, at which path, is wrong.
extension NavigationContainer {
    private enum CodingKeys: String, CodingKey {
        case screen, stack, tabs, selected, split
    }

    /// Decodes `{"screen": …}`, `{"stack": […]}`, `{"tabs": […], "selected": …}` or
    /// `{"split": {…}}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kinds = [CodingKeys.screen, .stack, .tabs, .split].filter(container.contains)
        guard kinds.count == 1, let kind = kinds.first else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "a container has exactly one of the keys screen, stack, tabs or split"))
        }
        switch kind {
        case .screen: self = .screen(try container.decode(Screen.self, forKey: .screen))
        case .split: self = .split(try container.decode(SplitView.self, forKey: .split))
        case .stack:
            let screens = try container.decode([Screen].self, forKey: .stack)
            guard !screens.isEmpty else {
                throw DecodingError.dataCorruptedError(
                    forKey: .stack, in: container, debugDescription: "a stack holds at least one screen")
            }
            self = .stack(screens)
        default:
            let tabs = try container.decode([Tab].self, forKey: .tabs)
            guard let selected = try container.decodeIfPresent(String.self, forKey: .selected) ?? tabs.first?.id
            else {
                throw DecodingError.dataCorruptedError(
                    forKey: .tabs, in: container, debugDescription: "tabs holds at least one tab")
            }
            guard tabs.contains(where: { $0.id == selected }) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .selected, in: container,
                    debugDescription: "selected is '\(selected)', which is not one of the tabs")
            }
            self = .tabs(tabs, selected: selected)
        }
    }

    /// Encodes the form ``init(from:)`` reads.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .screen(let screen): try container.encode(screen, forKey: .screen)
        case .stack(let screens): try container.encode(screens, forKey: .stack)
        case .tabs(let tabs, let selected):
            try container.encode(tabs, forKey: .tabs)
            try container.encode(selected, forKey: .selected)
        case .split(let split): try container.encode(split, forKey: .split)
        }
    }
}

extension SplitView {
    private enum CodingKeys: String, CodingKey {
        case sidebar, items, selection, content, detail
    }

    /// Decodes `{"sidebar": […], "items": […], "selection": …, "content": […], "detail": […]}`;
    /// only `sidebar` is required.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let sidebar = try container.decode([Screen].self, forKey: .sidebar)
        guard !sidebar.isEmpty else {
            throw DecodingError.dataCorruptedError(
                forKey: .sidebar, in: container, debugDescription: "a split view's sidebar holds at least one screen")
        }
        let items = try container.decodeIfPresent([String].self, forKey: .items) ?? []
        var seen = Set<String>()
        for item in items where !seen.insert(item).inserted {
            throw DecodingError.dataCorruptedError(
                forKey: .items, in: container, debugDescription: "the item '\(item)' is listed twice")
        }
        let selection = try container.decodeIfPresent(String.self, forKey: .selection)
        if let selection, !items.contains(selection) {
            let listed =
                items.isEmpty ? "the split view lists no items" : "its items are " + items.joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                forKey: .selection, in: container,
                debugDescription: "selection is '\(selection)', which is not one of the items: \(listed)")
        }
        self.init(
            sidebar: sidebar, items: items, selection: selection,
            content: try container.decodeIfPresent([Screen].self, forKey: .content),
            detail: try container.decodeIfPresent([Screen].self, forKey: .detail) ?? [])
    }

    /// Encodes the form ``init(from:)`` reads, leaving out `selection` and `content` when they
    /// are `nil`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sidebar, forKey: .sidebar)
        try container.encode(items, forKey: .items)
        try container.encodeIfPresent(selection, forKey: .selection)
        try container.encodeIfPresent(content, forKey: .content)
        try container.encode(detail, forKey: .detail)
    }
}

extension Tab {
    private enum CodingKeys: String, CodingKey {
        case id, stack
    }

    /// Decodes `{"id": …, "stack": […]}`; without `stack`, the tab shows a screen named after it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id = try container.decode(String.self, forKey: .id)
        let stack = try container.decodeIfPresent([Screen].self, forKey: .stack) ?? [Screen(id)]
        guard !stack.isEmpty else {
            throw DecodingError.dataCorruptedError(
                forKey: .stack, in: container,
                debugDescription: "a stack holds at least one screen; leave stack out for the tab's own screen")
        }
        self.init(id, stack)
    }

    /// Encodes `{"id": …, "stack": […]}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(stack, forKey: .stack)
    }
}

extension PresentedLayer {
    private enum CodingKeys: String, CodingKey {
        case container, style, hasCloseButton
    }

    /// Decodes `{"container": …, "style": …, "hasCloseButton": …}`; the last two may be left out.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(NavigationContainer.self, forKey: .container),
            style: try container.decodeIfPresent(ModalStyle.self, forKey: .style) ?? .automatic,
            hasCloseButton: try container.decodeIfPresent(Bool.self, forKey: .hasCloseButton) ?? false)
    }

    /// Encodes every key.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.container, forKey: .container)
        try container.encode(style, forKey: .style)
        try container.encode(hasCloseButton, forKey: .hasCloseButton)
    }
}

extension NavigationState {
    private enum CodingKeys: String, CodingKey {
        case root, layers
    }

    /// Decodes `{"root": …, "layers": […]}`; `layers` may be left out.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            root: try container.decode(NavigationContainer.self, forKey: .root),
            layers: try container.decodeIfPresent([PresentedLayer].self, forKey: .layers) ?? [])
    }

    /// Encodes `{"root": …, "layers": […]}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(root, forKey: .root)
        try container.encode(layers, forKey: .layers)
    }
}
