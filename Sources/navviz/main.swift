import NavvizCLI

await Navviz.run()
