/** Texts of inventory reports and warnings (drpreport, statisticaltable), Chinese. */
export default {};
