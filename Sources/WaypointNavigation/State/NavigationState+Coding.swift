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
/// A container is `{"screen": S}`, `{"stack": [S, …]}` or `{"tabs": [T, …], "selected": ID}`. A
/// screen is its kind alone (`"feed"`) or `{"kind": …, "info": {…}}`. A tab's `stack` defaults to
/// one screen named after the tab; a layer's `style` to `automatic` and `hasCloseButton` to
/// `false`; a state's `layers` to none. A stack holds at least one screen. Decoding errors say
/// which key, at which path, is wrong.
extension NavigationContainer {
    private enum CodingKeys: String, CodingKey {
        case screen, stack, tabs, selected
    }

    /// Decodes `{"screen": …}`, `{"stack": […]}` or `{"tabs": […], "selected": …}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kinds = [CodingKeys.screen, .stack, .tabs].filter(container.contains)
        guard kinds.count == 1, let kind = kinds.first else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "a container has exactly one of the keys screen, stack or tabs"))
        }
        switch kind {
        case .screen: self = .screen(try container.decode(Screen.self, forKey: .screen))
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
        }
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
