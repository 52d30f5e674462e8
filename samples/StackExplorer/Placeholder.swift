import NavGraph
