// A STAND-IN for Xcode's `XcodeProjectPlugin` module, not the module itself.
//
// Xcode alone ships `XcodeProjectPlugin`, the API a package plugin uses on the targets of an
// Xcode project. Linux has no Xcode, so `.ci/xcode-plugin-check` compiles the build plugin's
// `XcodeBuildToolPlugin` conformance against this file instead: the declarations the plugin
// uses, named and typed as Apple's documentation of the module gives them
// (https://developer.apple.com/documentation/xcodeprojectplugin). A plugin that calls a member
// missing here, or implements the requirement with another signature, fails to compile. What
// the module does in Xcode is not modelled: nothing here runs, and nothing links against it.
import Foundation
import PackagePlugin

/// What Xcode tells a plugin about the project and the build: the project, a writable work
/// directory, and the tools the plugin depends on.
public struct XcodePluginContext {
    /// The Xcode project the plugin is applied to.
    public let xcodeProject: XcodeProject
    /// A directory the plugin and the commands it creates may write to.
    public let pluginWorkDirectoryURL: URL

    /// A tool the plugin depends on, by name.
    public func tool(named name: String) throws -> PluginContext.Tool {
        throw StandInError(description: "the stand-in XcodeProjectPlugin has no tools; it only compiles")
    }
}

/// An Xcode project.
public struct XcodeProject {
    /// A project's identity.
    public typealias ID = String

    /// The project's identity.
    public let id: ID
    /// The project's name as Xcode shows it.
    public let displayName: String
    /// The directory holding the project.
    public let directoryURL: URL
    /// The project's targets.
    public let targets: [XcodeTarget]
}

/// A target of an Xcode project.
public struct XcodeTarget {
    /// A target's identity.
    public typealias ID = String

    /// The target's identity.
    public let id: ID
    /// The target's name as Xcode shows it.
    public let displayName: String
    /// What the target builds, if anything.
    public let product: XcodeProduct?
    /// The files the target's build phases read: sources, resources and the rest.
    public let inputFiles: FileList
}

/// What an Xcode target builds.
public struct XcodeProduct {
    /// A product's identity.
    public typealias ID = String

    /// The product's identity.
    public let id: ID
    /// The product's name.
    public let name: String
}

/// A build tool plugin that Xcode can apply to a target of an Xcode project.
public protocol XcodeBuildToolPlugin {
    /// The commands that build `target`'s generated files.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// The stand-in's only failure: it is asked for what only Xcode has.
struct StandInError: Error, CustomStringConvertible {
    var description: String
}
