import NavvizCLI

await Navviz.main()
