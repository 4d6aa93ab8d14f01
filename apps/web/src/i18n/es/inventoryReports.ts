/** Texts of inventory reports and warnings (drpreport, statisticaltable), Spanish. */
export default {};
